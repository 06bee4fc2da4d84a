import { describe, expect, it } from 'vitest';
import { templateFiller, type NameSource } from './fill-template.ts';
import { seededRandom } from './seeded-random.ts';

const names: NameSource = (key) => ({ fighter: ['Ana', 'Bea', 'Cleo'], city: ['Lyon'] })[key];

describe('templateFiller', () => {
  it('gives a placeholder the same value in every text of a video', () => {
    const fill = templateFiller(names, seededRandom('a'), {});
    const title = fill('{fighter} in {city}');
    const fighter = title.split(' in ')[0];
    expect(fill('Interview: {fighter}')).toBe(`Interview: ${fighter}`);
  });

  it('draws a different name for {key#2}', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const [first, second] = templateFiller(names, seededRandom(seed), {})('{fighter} vs {fighter#2}').split(' vs ');
      expect(second).not.toBe(first);
    }
  });

  it('reuses a name once the list is exhausted rather than failing', () => {
    expect(templateFiller(names, seededRandom('a'), {})('{city} and {city#2}')).toBe('Lyon and Lyon');
  });

  it('uses preset values and refuses a placeholder without names', () => {
    const fill = templateFiller(names, seededRandom('a'), { year: '2025' });
    expect(fill('Live {year}')).toBe('Live 2025');
    expect(() => fill('{venue}')).toThrow('No demo names for {venue}');
  });
});
