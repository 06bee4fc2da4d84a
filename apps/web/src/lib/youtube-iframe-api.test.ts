import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { YTNamespace } from './youtube-iframe-api.ts';

class FakePlayer {}
const fakeApi = { Player: FakePlayer } as unknown as YTNamespace;

/** Each test gets a fresh module: the loader keeps its pending load in module state. */
async function freshLoader() {
  vi.resetModules();
  return import('./youtube-iframe-api.ts');
}

function apiScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src="https://www.youtube.com/iframe_api"]')];
}

beforeEach(() => {
  delete window.YT;
  delete window.onYouTubeIframeAPIReady;
});

afterEach(() => {
  for (const script of apiScripts()) script.remove();
});

describe('loadYouTubeIframeApi', () => {
  it('adds the iframe_api script once and resolves when the API says it is ready', async () => {
    const { loadYouTubeIframeApi } = await freshLoader();
    const first = loadYouTubeIframeApi();
    const second = loadYouTubeIframeApi();
    expect(second).toBe(first);
    expect(apiScripts()).toHaveLength(1);

    window.YT = fakeApi;
    window.onYouTubeIframeAPIReady?.();
    await expect(first).resolves.toBe(fakeApi);
    await expect(loadYouTubeIframeApi()).resolves.toBe(fakeApi);
    expect(apiScripts()).toHaveLength(1);
  });

  it('uses a YT already on the page without adding a script', async () => {
    const { loadYouTubeIframeApi } = await freshLoader();
    window.YT = fakeApi;
    await expect(loadYouTubeIframeApi()).resolves.toBe(fakeApi);
    expect(apiScripts()).toHaveLength(0);
  });

  it('waits while YT exists without its Player (the script is still loading)', async () => {
    const { loadYouTubeIframeApi } = await freshLoader();
    window.YT = {};
    const loading = loadYouTubeIframeApi();
    expect(apiScripts()).toHaveLength(1);
    window.YT = fakeApi;
    window.onYouTubeIframeAPIReady?.();
    await expect(loading).resolves.toBe(fakeApi);
  });

  it('keeps a ready callback someone else registered', async () => {
    const { loadYouTubeIframeApi } = await freshLoader();
    const otherCallback = vi.fn();
    window.onYouTubeIframeAPIReady = otherCallback;
    const loading = loadYouTubeIframeApi();
    window.YT = fakeApi;
    window.onYouTubeIframeAPIReady?.();
    await loading;
    expect(otherCallback).toHaveBeenCalledOnce();
  });

  it('rejects when the script fails, and the next call tries again', async () => {
    const { loadYouTubeIframeApi } = await freshLoader();
    const failing = loadYouTubeIframeApi();
    apiScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('could not be loaded');
    expect(apiScripts()).toHaveLength(0);

    const retry = loadYouTubeIframeApi();
    expect(retry).not.toBe(failing);
    expect(apiScripts()).toHaveLength(1);
  });
});
