import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageConfigForTests } from '../config/page-config.ts';

afterEach(() => {
  setPageConfigForTests();
  vi.resetModules();
});

/** A fresh page's registry: nothing loaded but what the page came with. */
async function freshThemeConfigs() {
  vi.resetModules();
  const pageConfig = await import('../config/page-config.ts');
  const configs = await import('./theme-configs.ts');
  return { ...configs, setPageConfig: pageConfig.setPageConfigForTests };
}

describe('theme configs', () => {
  it("takes the page's own theme from the page config the server wrote, without loading its chunk", async () => {
    const { setPageConfig, loadedThemeConfig, loadThemeConfig } = await freshThemeConfigs();
    const written = { id: 'latino', name: 'as the server wrote it' } as ThemeConfig;
    setPageConfig({ themeId: 'latino', theme: written });
    expect(loadedThemeConfig('latino')).toBe(written);
    expect(await loadThemeConfig('latino')).toBe(written);
    expect(loadedThemeConfig('sport')).toBeUndefined();
  });

  it('loads another theme once, on demand', async () => {
    const { loadedThemeConfig, loadThemeConfig } = await freshThemeConfigs();
    const sport = await loadThemeConfig('sport');
    expect(sport).toMatchObject({ id: 'sport', name: 'Sport Trail' });
    expect(loadedThemeConfig('sport')).toBe(sport);
  });
});
