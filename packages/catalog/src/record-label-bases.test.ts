import { describe, expect, it } from 'vitest';
import { RECORD_LABEL_BASES, recordLabelBase } from './record-label-bases.ts';
import { THEMES } from './themes/themes.ts';

describe('recordLabelBase', () => {
  it.each([
    ['NuclearBlastRecords', 8.7, 18_000],
    ['nuclearblastrecords', 8.7, 18_000],
    ['SvartRecords', 7.0, 5_000],
    ['centurymedia', 8.5, 15_000],
    ['SomeoneElse', 7, 5_000],
    ['', 7, 5_000],
    ['constructor', 7, 5_000],
    ['__proto__', 7, 5_000],
  ])('%j -> vote %d, views %i', (username, vote, views) => {
    expect(recordLabelBase(username)).toEqual({ vote, views });
  });

  it.each(Object.entries(RECORD_LABEL_BASES))('%s stays within the spec bounds', (_label, base) => {
    expect(base.vote).toBeGreaterThanOrEqual(7);
    expect(base.vote).toBeLessThanOrEqual(8.7);
    expect(base.views).toBeGreaterThanOrEqual(5_000);
    expect(base.views).toBeLessThanOrEqual(18_000);
  });

  it('spans the whole spec range', () => {
    const bases = Object.values(RECORD_LABEL_BASES);
    expect(Math.min(...bases.map((b) => b.vote))).toBe(7);
    expect(Math.max(...bases.map((b) => b.vote))).toBe(8.7);
    expect(Math.min(...bases.map((b) => b.views))).toBe(5_000);
    expect(Math.max(...bases.map((b) => b.views))).toBe(18_000);
  });

  it('names only channels that are rock labels', () => {
    const rockChannels = new Set(THEMES.rock.labels.map((l) => l.label.toLowerCase()));
    for (const key of Object.keys(RECORD_LABEL_BASES)) expect(rockChannels).toContain(key);
  });
});
