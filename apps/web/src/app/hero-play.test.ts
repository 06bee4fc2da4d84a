import { defaultSites } from '@vitrine/catalog/page-config';
import { resolveSite } from '@vitrine/catalog/site';
import type { ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { THEMES } from '@vitrine/catalog/themes/themes';
import { describe, expect, it } from 'vitest';
import { heroPlayOpens } from './hero-play.ts';

const sites = { ...defaultSites(), brand_fr: { hosts: ['moi.example.fr'], frenchHosts: [], shareBaseUrl: 'https://moi.example.fr' } };
const opens = (themeId: ThemeId, hostname: string, port = '') => heroPlayOpens(THEMES[themeId], resolveSite({ hostname, port, sites }));

describe("the hero's Play (PRODUCT §4)", () => {
  it.each<[ThemeId, string, string]>([
    ['brand_fr', 'localhost', '3006'],
    ['brand_en', 'localhost', '3007'],
    ['brand_fr', 'moi.example.fr', ''],
    ['brand_fr', 'brand-fr.example.com', ''],
    ['brand_en', 'brand_en.example.org', ''],
  ])('on the personal brand %s at %s:%s opens the sidebar with its Channels list', (themeId, hostname, port) => {
    expect(opens(themeId, hostname, port)).toBe('sidebar');
  });

  it.each<[ThemeId, string, string]>([
    ['rock', 'localhost', '3001'],
    ['standup', 'localhost', '3006'],
    ['sport', 'moi.example.fr', ''],
    ['latino', 'latino.example.org', ''],
  ])('on %s at %s:%s opens the details', (themeId, hostname, port) => {
    expect(opens(themeId, hostname, port)).toBe('details');
  });

  it('never opens an empty sidebar: a personal brand shown where the Channels list cannot show opens the details', () => {
    expect(opens('brand_fr', 'www.example.org')).toBe('details');
    expect(opens('brand_en', 'latino.example.org')).toBe('details');
  });
});
