import { defaultSites, PAGE_CONFIG_ELEMENT_ID } from '@vitrine/catalog/page-config';
import { afterEach, describe, expect, it } from 'vitest';
import { parsePageConfig, readPageConfig, setPageConfigForTests } from './page-config.ts';

function injectConfig(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_CONFIG_ELEMENT_ID;
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => {
  document.getElementById(PAGE_CONFIG_ELEMENT_ID)?.remove();
  setPageConfigForTests();
});

describe('readPageConfig', () => {
  it('reads the key, sites and cache switch the server injected', () => {
    const sites = { ...defaultSites(), standup: { hosts: ['standup.example'], frenchHosts: ['standup.example'], shareBaseUrl: 'https://standup.example' } };
    injectConfig(JSON.stringify({ apiKey: 'k-123', sites, cacheOnLocalhost: true, themeId: 'standup' }));
    expect(readPageConfig()).toEqual({ apiKey: 'k-123', sites, cacheOnLocalhost: true, themeId: 'standup', theme: null, extraLabels: {} });
  });

  it('falls back to the defaults when the block is absent', () => {
    expect(readPageConfig()).toEqual({ apiKey: '', sites: defaultSites(), cacheOnLocalhost: false, themeId: null, theme: null, extraLabels: {} });
  });

  it('falls back to the defaults when the block is corrupt', () => {
    injectConfig('{"apiKey": "k-1"');
    expect(readPageConfig()).toEqual({ apiKey: '', sites: defaultSites(), cacheOnLocalhost: false, themeId: null, theme: null, extraLabels: {} });
  });

  it('is read once per page', () => {
    injectConfig(JSON.stringify({ apiKey: 'first' }));
    expect(readPageConfig().apiKey).toBe('first');
    document.getElementById(PAGE_CONFIG_ELEMENT_ID)!.textContent = JSON.stringify({ apiKey: 'second' });
    expect(readPageConfig().apiKey).toBe('first');
  });
});

describe('parsePageConfig', () => {
  it('keeps the default of a malformed site and of wrongly typed fields', () => {
    const config = parsePageConfig(JSON.stringify({ apiKey: 42, sites: { rock: { hosts: 'rock.example' } }, cacheOnLocalhost: 'yes', themeId: 'jazz' }));
    expect(config).toEqual({ apiKey: '', sites: defaultSites(), cacheOnLocalhost: false, themeId: null, theme: null, extraLabels: {} });
  });

  it('reads the labels operators added, leaving out malformed ones', () => {
    const extraLabels = { rock: [{ label: 'DigitalFoundry', title: 'Digital Foundry' }, { label: '"><b>', title: 'x' }], jazz: [{ label: 'a', title: 'b' }] };
    expect(parsePageConfig(JSON.stringify({ extraLabels })).extraLabels).toEqual({ rock: [{ label: 'DigitalFoundry', title: 'Digital Foundry' }] });
  });

  it("reads the config of the page's theme, and only of that theme", () => {
    const theme = { id: 'latino', name: 'Tropicaliente', labels: [] };
    expect(parsePageConfig(JSON.stringify({ themeId: 'latino', theme })).theme).toEqual(theme);
    expect(parsePageConfig(JSON.stringify({ themeId: 'rock', theme })).theme).toBeNull();
    expect(parsePageConfig(JSON.stringify({ theme })).theme).toBeNull();
  });

  it('ignores JSON that is not an object', () => {
    expect(parsePageConfig('[1,2]').apiKey).toBe('');
    expect(parsePageConfig('null').sites).toEqual(defaultSites());
  });
});
