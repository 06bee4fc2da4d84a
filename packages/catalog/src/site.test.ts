import { describe, expect, it } from 'vitest';
import { defaultSites, type SiteConfig, type Sites } from './page-config.ts';
import { isLocalhost, normalizeHostname, resolveSite, type Site, themeForPort } from './site.ts';
import type { ThemeId } from './themes/theme-ids.ts';

function sitesWith(overrides: Partial<Record<ThemeId, Partial<SiteConfig>>>): Sites {
  const sites = defaultSites();
  for (const [id, site] of Object.entries(overrides)) sites[id as ThemeId] = { ...sites[id as ThemeId], ...site };
  return sites;
}

const LOCAL = defaultSites();
const CONFIGURED = sitesWith({
  rock: { hosts: ['rock.vitrine.example', 'www.rock.vitrine.example'], shareBaseUrl: 'https://rock.vitrine.example' },
  standup: {
    hosts: ['standup.vitrine.example', 'www.standup.vitrine.example', 'humour.example.fr'],
    frenchHosts: ['humour.example.fr'],
    shareBaseUrl: 'https://standup.vitrine.example',
  },
  latino: { hosts: ['musica.example.org'], shareBaseUrl: 'https://musica.example.org' },
  brand_fr: { hosts: ['moi.example.fr'], shareBaseUrl: 'https://moi.example.fr' },
  brand_en: { hosts: ['me.example.com'], shareBaseUrl: 'https://me.example.com' },
});

const site = (hostname: string, port: string | number = '', sites: Sites = CONFIGURED): Site => resolveSite({ hostname, port, sites });

describe('resolveSite: the theme an address names (PRODUCT §4.1 steps 4–5)', () => {
  it.each<[string, string | number, ThemeId | null]>([
    ['localhost', '3001', 'rock'],
    ['localhost', '3002', 'latino'],
    ['127.0.0.1', 3003, 'standup'],
    ['localhost', '3004', 'culture_fr'],
    ['[::1]', '3005', 'spkombat'],
    ['localhost', '3006', 'brand_fr'],
    ['LOCALHOST', '3007', 'brand_en'],
    ['localhost', '3008', 'sport'],
    ['localhost', 3009, 'wildpeaks'],
    ['localhost', '5173', null],
    ['localhost', '3010', null],
    ['localhost', '', null],
  ])('%s port %j -> %s', (hostname, port, theme) => {
    expect(site(hostname, port).themeId).toBe(theme);
  });

  it.each<[string, ThemeId | null]>([
    ['latino.example.org', 'latino'],
    ['www.tropicaliente.ch', 'latino'],
    ['standup.example.ch', 'standup'],
    ['STANDUP.EXAMPLE.CH', 'standup'],
    ['spkombat.fr', 'spkombat'],
    ['brand_fr.example', 'brand_fr'],
    ['brand-en.example', 'brand_en'],
    ['sport.example.fr', 'sport'],
    ['wildpeaks.example.com', 'wildpeaks'],
    ['wildpeaks-sport.example', 'wildpeaks'],
    ['example.com', null],
    ['example.test', null],
    ['', null],
  ])('the hostname keyword of %s -> %s', (hostname, theme) => {
    expect(site(hostname, '', LOCAL).themeId).toBe(theme);
  });

  it('ignores the port when the host is not localhost', () => {
    expect(site('spkombat.example', '3002').themeId).toBe('spkombat');
    expect(site('example.test', '3002').themeId).toBeNull();
    expect(site('192.168.1.20', '3003').themeId).toBeNull();
  });

  it.each<[string, ThemeId | null]>([
    ['rock.vitrine.example', 'rock'],
    ['WWW.rock.vitrine.example.', 'rock'],
    ['humour.example.fr', 'standup'],
    ['moi.example.fr', 'brand_fr'],
    ['rock.vitrine.example.evil.test', null],
    ['evilrock.vitrine.example', null],
    ['vitrine.example', null],
    ['localhost.evil.test', null],
  ])('a configured host matches exactly: %s -> %s', (hostname, theme) => {
    expect(site(hostname).themeId).toBe(theme);
  });

  it('a configured host wins over a keyword, and needs none; keywords apply to the other hosts', () => {
    const sites = sitesWith({ standup: { hosts: ['latino-humour.example.ch'] } });
    expect(site('latino-humour.example.ch', '', sites)).toMatchObject({ themeId: 'standup', isKeywordMatch: false });
    expect(site('latino-humour.example.ch.evil.test', '', sites)).toMatchObject({ themeId: 'latino', isKeywordMatch: true });
    expect(site('latino.example', '', sites)).toMatchObject({ themeId: 'latino', isKeywordMatch: true });
  });

  it('says when the theme is a keyword guess: never on localhost, a configured host or a host naming no theme', () => {
    expect(site('www.transport-news.fr', '', LOCAL)).toMatchObject({ themeId: 'sport', isKeywordMatch: true });
    expect(site('localhost', '3008').isKeywordMatch).toBe(false);
    expect(site('rock.vitrine.example').isKeywordMatch).toBe(false);
    expect(site('example.com').isKeywordMatch).toBe(false);
  });

  it('never matches an empty hostname, even against an empty entry', () => {
    expect(site('', '', sitesWith({ rock: { hosts: [''] } })).themeId).toBeNull();
  });
});

describe('resolveSite: the invite popup edition (PRODUCT §2.7)', () => {
  it.each([
    ['localhost', '3003', 'standup'],
    ['127.0.0.1', 3003, 'standup'],
    ['localhost', '3001', 'rock'],
    ['[::1]', '3001', 'rock'],
    ['localhost', '3002', null],
    ['localhost', '3006', null],
    ['localhost', '', null],
    ['standup.vitrine.example', '', 'standup'],
    ['WWW.STANDUP.VITRINE.EXAMPLE.', '443', 'standup'],
    ['rock.vitrine.example', '', 'rock'],
    ['musica.example.org', '', null],
  ] as const)('%s port %s -> %s', (hostname, port, edition) => {
    expect(site(hostname, port).invite).toBe(edition);
  });

  it.each(['standup.vitrine.example.evil.test', 'evilstandup.vitrine.example', 'vitrine.example', 'rock.vitrine.example.evil.test', 'xrock.vitrine.example', 'standup.example.ch'])(
    'gives nothing to the lookalike or keyword-only host %s',
    (hostname) => {
      expect(site(hostname).invite).toBeNull();
    },
  );

  it('a local port counts only on localhost: another host on 3003 gets nothing', () => {
    expect(site('192.168.1.20', '3003').invite).toBeNull();
    expect(site('evil.test', '3001').invite).toBeNull();
  });

  it('without configured hosts only the local ports show it', () => {
    expect(site('standup.vitrine.example', '', LOCAL).invite).toBeNull();
    expect(site('localhost', '3003', LOCAL).invite).toBe('standup');
  });
});

describe('resolveSite: the share base URL (PRODUCT §2.4)', () => {
  it('is the configured one on a production host, whatever its case or trailing dot', () => {
    expect(site('rock.vitrine.example').shareBaseUrl).toBe('https://rock.vitrine.example');
    expect(site('WWW.rock.vitrine.example.', '443').shareBaseUrl).toBe('https://rock.vitrine.example');
    expect(site('standup.vitrine.example').shareBaseUrl).toBe('https://standup.vitrine.example');
  });

  it("is the port's theme's on localhost, production hosts configured or not", () => {
    expect(site('localhost', '3001').shareBaseUrl).toBe('https://rock.vitrine.example');
    expect(site('127.0.0.1', 3003).shareBaseUrl).toBe('https://standup.vitrine.example');
    expect(site('localhost', '3009').shareBaseUrl).toBe('http://localhost:3009');
    expect(site('localhost', '3001', LOCAL).shareBaseUrl).toBe('http://localhost:3001');
    expect(site('127.0.0.1', '3008', LOCAL).shareBaseUrl).toBe('http://localhost:3008');
  });

  it('is null on localhost ports that belong to no theme', () => {
    for (const port of ['5173', '3000', '3010', '80', '']) expect(site('localhost', port).shareBaseUrl).toBeNull();
  });

  it('is null on any other host: lookalikes, keyword-only hosts, unconfigured hosts', () => {
    for (const host of ['evil.test', 'rock.vitrine.example.evil.test', 'evilrock.vitrine.example', 'vitrine.example', 'localhost.evil.test', 'latino.example']) {
      expect(site(host, '').shareBaseUrl).toBeNull();
      expect(site(host, '3001').shareBaseUrl).toBeNull();
    }
    expect(site('rock.vitrine.example', '', LOCAL).shareBaseUrl).toBeNull();
  });
});

describe('resolveSite: the Channels list (PRODUCT §2.6)', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['moi.example.fr', true],
    ['ME.EXAMPLE.COM.', true],
    ['rock.vitrine.example', false],
    ['moi.example.fr.evil.test', false],
    ['evil-moi.example.fr', false],
    ['example.fr', false],
    ['localhost.evil.test', false],
  ])('on %s: %s', (hostname, expected) => {
    expect(site(hostname).showsChannels).toBe(expected);
  });

  it('shows on every local port, a theme port or not', () => {
    for (const port of ['3001', '3006', '5173', '']) expect(site('localhost', port, LOCAL).showsChannels).toBe(true);
  });

  it('shows on a personal-brand host known only by its keyword (defect 11)', () => {
    for (const host of ['brand_fr.example.org', 'brand-fr.example.com', 'www.brand-en.example', 'BRAND_EN.example.']) {
      expect(site(host, '', LOCAL).showsChannels).toBe(true);
    }
  });

  it('shows nowhere else while no personal-brand host is configured', () => {
    expect(site('moi.example.fr', '', LOCAL).showsChannels).toBe(false);
    expect(site('standup.example.ch', '', LOCAL).showsChannels).toBe(false);
  });
});

describe('resolveSite: the theme switcher and the French host', () => {
  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['localhost.evil.test', false],
    ['127.0.0.2', false],
    ['rock.vitrine.example', false],
    ['moi.example.fr', false],
    ['', false],
  ])('the switcher on %j: %s', (hostname, expected) => {
    expect(site(hostname, '3001').showsThemeSwitcher).toBe(expected);
  });

  it.each([
    ['humour.example.fr', true],
    ['HUMOUR.example.fr.', true],
    ['standup.vitrine.example', false],
    ['humour.example.fr.evil.test', false],
    ['localhost', false],
  ])('%s is a French host: %s', (hostname, expected) => {
    expect(site(hostname, '3003').isFrenchHost).toBe(expected);
  });
});

describe('host helpers', () => {
  it.each([
    ['Comedy.Example.CH.', 'comedy.example.ch'],
    [' metal.example.org ', 'metal.example.org'],
  ])('normalises %j to %s', (input, expected) => {
    expect(normalizeHostname(input)).toBe(expected);
  });

  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['127.0.0.1', true],
    ['::1', true],
    ['[::1]', true],
    ['localhost.evil.test', false],
    ['127.0.0.2', false],
    ['example.com', false],
    ['', false],
  ])('isLocalhost(%j) is %s', (hostname, expected) => {
    expect(isLocalhost(hostname)).toBe(expected);
  });

  it.each<[string | number, ThemeId | undefined]>([
    ['3001', 'rock'],
    ['3002', 'latino'],
    ['3003', 'standup'],
    ['3004', 'culture_fr'],
    ['3005', 'spkombat'],
    ['3006', 'brand_fr'],
    ['3007', 'brand_en'],
    ['3008', 'sport'],
    [3009, 'wildpeaks'],
    ['3000', undefined],
    ['3010', undefined],
    ['', undefined],
    ['3001abc', undefined],
    [' 3001', undefined],
  ])('themeForPort(%j) is %s', (port, theme) => {
    expect(themeForPort(port)).toBe(theme);
  });
});
