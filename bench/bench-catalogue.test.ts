import { afterEach, describe, expect, it, vi } from 'vitest';
import { benchCatalogue, describeCatalogue } from './bench-catalogue.ts';

describe('benchCatalogue', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('gives every bench script the same defaults: 100,000 videos with descriptions of real length', () => {
    vi.stubEnv('BENCH_VIDEOS', '');
    vi.stubEnv('BENCH_DESCRIPTION_CHARS', '');
    expect(benchCatalogue()).toEqual({ videoCount: 100_000, descriptionChars: 1_200 });
    expect(describeCatalogue(benchCatalogue())).toBe('100000 videos (descriptions of 1200+ characters)');
  });

  it('takes the settings, 0 keeping the short descriptions', () => {
    vi.stubEnv('BENCH_VIDEOS', '5000');
    vi.stubEnv('BENCH_DESCRIPTION_CHARS', '0');
    expect(benchCatalogue()).toEqual({ videoCount: 5_000, descriptionChars: 0 });
    expect(describeCatalogue(benchCatalogue())).toBe('5000 videos');
  });

  it('refuses a setting that is not a count, saying which', () => {
    vi.stubEnv('BENCH_VIDEOS', '10k');
    expect(() => benchCatalogue()).toThrow('BENCH_VIDEOS must be an integer ≥ 1, got "10k"');
    vi.stubEnv('BENCH_VIDEOS', '0');
    expect(() => benchCatalogue()).toThrow('BENCH_VIDEOS must be an integer ≥ 1, got "0"');
  });
});
