import { describe, expect, it } from 'vitest';
import { defaultSites, parseSites } from './page-config.ts';
import { THEME_IDS } from './themes/theme-ids.ts';

describe('defaultSites', () => {
  it('lists no production host, only the local port of each theme', () => {
    const sites = defaultSites();
    expect(Object.keys(sites).sort()).toEqual([...THEME_IDS].sort());
    expect(sites.rock).toEqual({ hosts: [], frenchHosts: [], shareBaseUrl: 'http://localhost:3001' });
    expect(sites.wildpeaks.shareBaseUrl).toBe('http://localhost:3009');
  });

  it('returns a fresh object each time', () => {
    const first = defaultSites();
    first.rock.hosts.push('example.org');
    expect(defaultSites().rock.hosts).toEqual([]);
  });
});

describe('parseSites', () => {
  it('merges each entry over the defaults and normalises the hostnames', () => {
    const { sites, problems } = parseSites({
      standup: { hosts: ['Standup.Example.CH.', 'humour.example.fr'], frenchHosts: ['HUMOUR.example.fr'] },
      rock: { shareBaseUrl: 'https://metal.example.org' },
    });
    expect(problems).toEqual([]);
    expect(sites.standup).toEqual({ hosts: ['standup.example.ch', 'humour.example.fr'], frenchHosts: ['humour.example.fr'], shareBaseUrl: 'http://localhost:3003' });
    expect(sites.rock).toEqual({ hosts: [], frenchHosts: [], shareBaseUrl: 'https://metal.example.org' });
    expect(sites.latino).toEqual(defaultSites().latino);
  });

  it('gives the defaults without problems when nothing is configured', () => {
    expect(parseSites(undefined)).toEqual({ sites: defaultSites(), problems: [] });
    expect(parseSites({})).toEqual({ sites: defaultSites(), problems: [] });
  });

  it.each([
    [[1, 2], 'SITE_HOSTS must be a JSON object keyed by theme id.'],
    [null, 'SITE_HOSTS must be a JSON object keyed by theme id.'],
    [{ mars: {} }, 'SITE_HOSTS: unknown theme id "mars" (expected one of rock, latino, standup, culture_fr, spkombat, brand_fr, brand_en, sport, wildpeaks).'],
    [{ rock: 'rock.example.org' }, 'SITE_HOSTS.rock must be an object.'],
    [{ rock: { hosts: 'rock.example.org' } }, 'SITE_HOSTS.rock.hosts must be a list of hostnames (no scheme, port or path), such as ["example.org"].'],
    [{ rock: { hosts: [''] } }, 'SITE_HOSTS.rock.hosts must be a list of hostnames (no scheme, port or path), such as ["example.org"].'],
    [{ rock: { hosts: ['https://rock.example.org'] } }, 'SITE_HOSTS.rock.hosts must be a list of hostnames (no scheme, port or path), such as ["example.org"].'],
    [{ rock: { hosts: ['rock.example.org:8080'] } }, 'SITE_HOSTS.rock.hosts must be a list of hostnames (no scheme, port or path), such as ["example.org"].'],
    [{ rock: { frenchHosts: [42] } }, 'SITE_HOSTS.rock.frenchHosts must be a list of hostnames (no scheme, port or path), such as ["example.org"].'],
    [{ rock: { shareBaseUrl: 'https://x.org/' } }, 'SITE_HOSTS.rock.shareBaseUrl must be an origin such as "https://example.org" (no trailing slash).'],
    [{ rock: { shareBaseUrl: 'javascript:alert(1)' } }, 'SITE_HOSTS.rock.shareBaseUrl must be an origin such as "https://example.org" (no trailing slash).'],
    [
      { standup: { hosts: ['standup.example.ch'], frenchHosts: ['humour.example.fr'] } },
      'SITE_HOSTS.standup.frenchHosts: "humour.example.fr" must also be listed in SITE_HOSTS.standup.hosts.',
    ],
    [
      { rock: { hosts: ['vitrine.example'] }, standup: { hosts: ['VITRINE.example'] } },
      'SITE_HOSTS: "vitrine.example" is listed under both rock and standup; a host serves one theme.',
    ],
  ])('refuses %j', (value, problem) => {
    expect(parseSites(value, 'SITE_HOSTS').problems).toEqual([problem]);
  });

  it('keeps the default of whatever is malformed, and what was valid', () => {
    const { sites, problems } = parseSites({ rock: { hosts: 'rock.example', shareBaseUrl: 'https://rock.example' }, latino: 7 });
    expect(problems).toHaveLength(2);
    expect(sites.rock).toEqual({ hosts: [], frenchHosts: [], shareBaseUrl: 'https://rock.example' });
    expect(sites.latino).toEqual(defaultSites().latino);
  });

  it('never keeps a French host that serves no theme', () => {
    const { sites } = parseSites({ standup: { hosts: ['standup.example.ch'], frenchHosts: ['standup.example.ch', 'humour.example.fr'] } });
    expect(sites.standup.frenchHosts).toEqual(['standup.example.ch']);
  });
});
