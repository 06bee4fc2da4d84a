import { describe, expect, it } from 'vitest';
import { isHeapGrowthOurs } from './heap-growth.ts';

describe('heap growth', () => {
  it('is set by the server unless the operator gave V8 one', () => {
    expect(isHeapGrowthOurs([])).toBe(true);
    expect(isHeapGrowthOurs(['--enable-source-maps', '--max-old-space-size=512'])).toBe(true);
    expect(isHeapGrowthOurs(['--heap-growing-percent=20'])).toBe(false);
    expect(isHeapGrowthOurs(['--heap_growing_percent=20'])).toBe(false);
  });
});
