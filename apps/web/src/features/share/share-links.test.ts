import { defaultSites, type SiteConfig } from '@vitrine/catalog/page-config';
import type { ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { describe, expect, it } from 'vitest';
import { buildShareLinks, shareSiteFor, shouldShowShare, videoShareUrl } from './share-links.ts';

const BASE = 'https://rock.vitrine.example';

const HOSTILE_SLUGS = [
  '//evil.test',
  '//evil.test/path',
  '/\\evil.test',
  '\\\\evil.test',
  '../',
  '../../evil.test',
  '..',
  '.',
  '%2e%2e',
  '@evil.test',
  'user:pass@evil.test',
  '%2F%2Fevil.test',
  'javascript:alert(1)',
  'https://evil.test',
  '?next=https://evil.test',
  '#@evil.test',
  ' \t\nevil',
  'ünïcode-ファイル-🎸',
  '\u202Eevil',
  '',
];

function sites(overrides: Partial<Record<ThemeId, Partial<SiteConfig>>>): Record<ThemeId, SiteConfig> {
  const all = defaultSites();
  for (const [id, site] of Object.entries(overrides)) all[id as ThemeId] = { ...all[id as ThemeId], ...site };
  return all;
}

describe('videoShareUrl', () => {
  it('appends the pathseo to the configured base URL', () => {
    expect(videoShareUrl(BASE, 'metallica-one')).toBe(`${BASE}/metallica-one`);
    expect(videoShareUrl(`${BASE}/`, 'metallica-one')).toBe(`${BASE}/metallica-one`);
  });

  it('keeps a base path', () => {
    expect(videoShareUrl(`${BASE}/videos`, 'metallica-one')).toBe(`${BASE}/videos/metallica-one`);
  });

  it('encodes the pathseo as one path segment', () => {
    expect(videoShareUrl(BASE, 'a b/c?d#e')).toBe(`${BASE}/a%20b%2Fc%3Fd%23e`);
  });

  it.each(HOSTILE_SLUGS)('stays on the configured origin for the slug %j', (slug) => {
    const url = new URL(videoShareUrl(BASE, slug));
    expect(url.origin).toBe(BASE);
    expect(url.username).toBe('');
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
  });
});

describe('buildShareLinks', () => {
  it('builds the Facebook, WhatsApp, LinkedIn and copy links', () => {
    expect(buildShareLinks(BASE, { pathseo: 'one', title: 'One & Only' })).toEqual({
      facebook: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Frock.vitrine.example%2Fone',
      whatsapp: 'https://wa.me/?text=One%20%26%20Only%20https%3A%2F%2Frock.vitrine.example%2Fone',
      linkedin: 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Frock.vitrine.example%2Fone',
      copy: `${BASE}/one`,
    });
  });

  it.each(HOSTILE_SLUGS)('points every network at the configured origin for the slug %j', (slug) => {
    const links = buildShareLinks(BASE, { pathseo: slug, title: slug });
    expect(new URL(links.facebook).origin).toBe('https://www.facebook.com');
    expect(new URL(new URL(links.facebook).searchParams.get('u') ?? '').origin).toBe(BASE);
    expect(new URL(links.linkedin).origin).toBe('https://www.linkedin.com');
    expect(new URL(new URL(links.linkedin).searchParams.get('url') ?? '').origin).toBe(BASE);
    expect(new URL(links.whatsapp).origin).toBe('https://wa.me');
    expect(new URL(links.whatsapp).searchParams.get('text')?.endsWith(links.copy)).toBe(true);
    expect(new URL(links.copy).origin).toBe(BASE);
  });
});

describe('shouldShowShare', () => {
  const configured = sites({
    rock: { hosts: ['rock.vitrine.example', 'www.rock.vitrine.example'], shareBaseUrl: BASE },
    standup: { hosts: ['Standup.Vitrine.example'], shareBaseUrl: 'https://standup.vitrine.example' },
  });

  it('shows on a configured production host, whatever its case or trailing dot', () => {
    expect(shouldShowShare('rock.vitrine.example', '', configured)).toBe(true);
    expect(shouldShowShare('WWW.rock.vitrine.example.', '443', configured)).toBe(true);
    expect(shouldShowShare('standup.vitrine.example', '', configured)).toBe(true);
  });

  it('shows on the localhost port of every theme, production hosts or not', () => {
    expect(shouldShowShare('localhost', '3001', configured)).toBe(true);
    expect(shouldShowShare('127.0.0.1', 3003, configured)).toBe(true);
    expect(shouldShowShare('localhost', '3002', configured)).toBe(true);
    expect(shouldShowShare('localhost', '3009', configured)).toBe(true);
  });

  it('hides on localhost ports that belong to no theme', () => {
    for (const port of ['5173', '3000', '3010', '80', '']) expect(shouldShowShare('localhost', port, configured)).toBe(false);
  });

  it('hides on any other host, including lookalikes', () => {
    for (const host of ['evil.test', 'rock.vitrine.example.evil.test', 'evilrock.vitrine.example', 'vitrine.example', 'localhost.evil.test']) {
      expect(shouldShowShare(host, '', configured)).toBe(false);
      expect(shouldShowShare(host, '3001', configured)).toBe(false);
    }
  });

  it("shows with the default configuration on each theme's localhost port, with that port's share base URL", () => {
    const local = defaultSites();
    expect(shareSiteFor('localhost', '3001', local)?.shareBaseUrl).toBe('http://localhost:3001');
    expect(shareSiteFor('127.0.0.1', '3008', local)?.shareBaseUrl).toBe('http://localhost:3008');
    expect(shouldShowShare('localhost', '5173', local)).toBe(false);
    expect(shouldShowShare('rock.vitrine.example', '', local)).toBe(false);
  });

  it("uses the matching theme's share base URL", () => {
    expect(shareSiteFor('localhost', '3003', configured)?.shareBaseUrl).toBe('https://standup.vitrine.example');
    expect(shareSiteFor('www.rock.vitrine.example', '', configured)?.shareBaseUrl).toBe(BASE);
  });
});
