import { describe, expect, it } from 'vitest';
import { defaultSites } from './page-config.ts';
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
