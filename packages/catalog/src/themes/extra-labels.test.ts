import { describe, expect, it } from 'vitest';
import { withExtraLabels } from './extra-labels.ts';
import { THEMES } from './themes.ts';

describe('withExtraLabels', () => {
  it('adds the operator labels after the configured ones, with fresh ids', () => {
    const rock = THEMES.rock;
    const theme = withExtraLabels(rock, [{ label: 'DigitalFoundry', title: 'Digital Foundry' }]);
    expect(theme.labels.slice(0, rock.labels.length)).toEqual(rock.labels);
    const added = theme.labels.at(-1);
    expect(added).toMatchObject({ label: 'DigitalFoundry', title: 'Digital Foundry' });
    expect(rock.labels.map((entry) => entry.id)).not.toContain(added?.id);
  });

  it('gives a theme without labels its first one', () => {
    expect(withExtraLabels(THEMES.brand_fr, [{ label: 'talks', title: 'Talks' }]).labels.map((entry) => entry.label)).toEqual(['talks']);
  });

  it('never adds a configured label twice, nor a malformed identifier', () => {
    const rock = THEMES.rock;
    const theme = withExtraLabels(rock, [
      { label: 'NuclearBlastRecords', title: 'Again' },
      { label: '"><script>', title: 'x' },
    ]);
    expect(theme).toBe(rock);
  });
});
