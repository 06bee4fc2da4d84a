import { describe, expect, it } from 'vitest';
import { GENRE_RANGES, genreName, isInRange } from './genres.ts';

describe('genreName', () => {
  it.each([
    [30, 'Mixed Martial Arts'],
    [31, 'Kickboxing'],
    [32, 'Boxing'],
    [33, 'Brazilian Jiu-Jitsu'],
    [34, 'Judo'],
    [100, 'Metal'],
    [101, 'Hard Rock'],
    [102, 'Death Metal'],
    [103, 'Post-Rock'],
    [104, 'Black Metal'],
    [200, 'Reggaeton'],
    [201, 'Salsa'],
    [202, 'Bachata'],
    [203, 'Cumbia'],
    [204, 'Hip-Hop'],
    [300, 'Standup'],
    [301, 'Chronique'],
    [400, 'Trail'],
    [401, 'Running'],
    [402, 'Reportage'],
  ])('names genre %i %j', (id, name) => {
    expect(genreName(id)).toBe(name);
  });

  it.each([0, 14, 35, 99, 105, 302, 403, 6666666, -1, 30.5, Number.NaN])('calls any other id (%s) Unknown', (id) => {
    expect(genreName(id)).toBe('Unknown');
  });
});

describe('GENRE_RANGES', () => {
  it.each([
    ['spkombat', 30, 32],
    ['rock', 100, 104],
    ['latino', 200, 204],
    ['standup', 300, 301],
    ['sport', 400, 402],
    ['wildpeaks', 400, 402],
  ] as const)('%s uses genres %i to %i', (theme, min, max) => {
    expect(GENRE_RANGES[theme]).toEqual({ min, max });
  });

  it.each([
    [29, false],
    [30, true],
    [32, true],
    [33, false],
  ])('isInRange(%i, combat) is %s', (id, inside) => {
    expect(isInRange(id, { min: 30, max: 32 })).toBe(inside);
  });
});
