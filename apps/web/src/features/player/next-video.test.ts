import { describe, expect, it } from 'vitest';
import { nextVideoOfLabel } from './next-video.ts';

function video(id: string, username: string, publishedAt: string) {
  return { id, username, publishedAt };
}

const a1 = video('a1', 'nuclear-blast', '2024-01-01T10:00:00Z');
const a2 = video('a2', 'nuclear-blast', '2024-02-01T10:00:00Z');
const a3 = video('a3', 'nuclear-blast', '2024-03-01T10:00:00Z');
const b1 = video('b1', 'century-media', '2024-01-15T10:00:00Z');
const twinX = video('x', 'napalm', '2024-05-01T10:00:00Z');
const twinY = video('y', 'napalm', '2024-05-01T10:00:00Z');
const noDate = video('n', 'nuclear-blast', 'not a date');

describe('nextVideoOfLabel', () => {
  it.each([
    { case: 'the one published right after, whatever the order', current: a1, candidates: [a3, b1, a2, a1], expected: 'a2' },
    { case: 'the next one again from the middle', current: a2, candidates: [a1, a2, a3], expected: 'a3' },
    { case: 'none after the latest of the label', current: a3, candidates: [a1, a2, a3, b1], expected: null },
    { case: 'never another label, even if published right after', current: a1, candidates: [b1], expected: null },
    { case: 'none when alone', current: a1, candidates: [a1], expected: null },
    { case: 'none from an empty list', current: a1, candidates: [], expected: null },
    { case: 'a video listed in several rows counts once', current: a1, candidates: [a2, a2, a3, a3], expected: 'a2' },
    { case: 'same instant: the higher id comes next', current: twinX, candidates: [twinY, twinX], expected: 'y' },
    { case: 'same instant: no loop back to the lower id', current: twinY, candidates: [twinX, twinY], expected: null },
    { case: 'unreadable dates are skipped', current: a1, candidates: [noDate, a3], expected: 'a3' },
    { case: 'none when the current date is unreadable', current: noDate, candidates: [a1, a2], expected: null },
    { case: 'none when the current video has no label', current: video('z', '', '2024-01-01T00:00:00Z'), candidates: [video('w', '', '2024-02-01T00:00:00Z')], expected: null },
  ])('$case', ({ current, candidates, expected }) => {
    expect(nextVideoOfLabel(current, candidates)?.id ?? null).toBe(expected);
  });
});
