import { describe, expect, it } from 'vitest';
import { buildShareLinks, videoShareUrl, videoShareUrlAt } from './share-links.ts';

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

describe('videoShareUrlAt (PRODUCT §12)', () => {
  it('adds ?t= in whole seconds from 1 s, and nothing for the start', () => {
    expect(videoShareUrlAt(BASE, 'song', 65.8)).toBe(`${BASE}/song?t=65`);
    expect(videoShareUrlAt(BASE, 'song', 0.4)).toBe(`${BASE}/song`);
    expect(videoShareUrlAt(BASE, 'song')).toBe(`${BASE}/song`);
  });

  it('shares the timed link on every network', () => {
    const links = buildShareLinks(BASE, { pathseo: 'song', title: 'Song' }, 30);
    expect(links.copy).toBe(`${BASE}/song?t=30`);
    expect(links.facebook).toContain(encodeURIComponent(`${BASE}/song?t=30`));
  });
});
