import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearChunkReloadMark, isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.ts';

afterEach(() => window.sessionStorage.clear());

describe('reloading after a failed chunk', () => {
  it('reloads once, then gives up instead of looping', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(reload)).toBe(true);
    expect(reloadOnceForChunkError(reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('may reload again once a route rendered', () => {
    const reload = vi.fn();
    reloadOnceForChunkError(reload);
    clearChunkReloadMark();
    expect(reloadOnceForChunkError(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('recognises the browsers’ failed dynamic import errors and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/home-route-abc.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
