import { THEMES } from '@vitrine/catalog/themes/themes';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageConfigForTests } from './page-config.ts';
import { pageTheme } from './page-theme.ts';

afterEach(() => setPageConfigForTests());

describe('pageTheme', () => {
  it('adds the labels the server sent after the theme\'s own, so they get a row and a Categories entry', () => {
    setPageConfigForTests({ extraLabels: { rock: [{ label: 'DigitalFoundry', title: 'Digital Foundry' }] } });
    const labels = pageTheme('rock').labels;
    expect(labels).toHaveLength(THEMES.rock.labels.length + 1);
    expect(labels.at(-1)).toMatchObject({ label: 'DigitalFoundry', title: 'Digital Foundry' });
    expect(pageTheme('latino')).toBe(THEMES.latino);
  });
});
