import { describe, expect, it } from 'vitest';
import { isLocalhost, resolveTheme, type ThemeHints, themeForHostname, themeForPort } from './resolve-theme.ts';
import { defaultSites } from './page-config.ts';
import type { ThemeId } from './themes/theme-ids.ts';

const local: ThemeHints = { hostname: 'localhost', port: '3001' };

describe('resolveTheme order (SPEC §4)', () => {
  it.each<[string, ThemeHints, ThemeId]>([
    ['1. the explicit theme beats everything', { initial: 'sport', search: '?theme=latino', stored: 'standup', hostname: 'localhost', port: '3005' }, 'sport'],
    ['2. ?theme= beats the stored theme', { search: '?theme=latino', stored: 'standup', hostname: 'localhost', port: '3005' }, 'latino'],
    ['2. ?theme= among other parameters', { search: '?v=1&theme=wildpeaks&x=2', hostname: 'example.test', port: '' }, 'wildpeaks'],
    ['2. ?theme= without the question mark', { search: 'theme=culture_fr', hostname: 'example.test', port: '' }, 'culture_fr'],
    ['3. the stored theme beats the port', { stored: 'standup', hostname: 'localhost', port: '3005' }, 'standup'],
    ['4. the localhost port beats the hostname', { hostname: 'localhost', port: '3002' }, 'latino'],
    ['5. a hostname keyword', { hostname: 'tropicaliente.example', port: '' }, 'latino'],
    ['6. otherwise rock', { hostname: 'example.test', port: '443' }, 'rock'],
    ['1 invalid, falls to 2', { initial: 'nope', search: '?theme=sport', hostname: 'localhost', port: '3002' }, 'sport'],
    ['2 invalid, falls to 3', { search: '?theme=ROCK', stored: 'brand_en', hostname: 'localhost', port: '3002' }, 'brand_en'],
    ['3 invalid, falls to 4', { stored: 'garbage', hostname: 'localhost', port: '3009' }, 'wildpeaks'],
    ['4 out of range, falls through to rock', { hostname: 'localhost', port: '3010' }, 'rock'],
    ['empty values are skipped', { initial: '', search: '?theme=', stored: '', hostname: '127.0.0.1', port: 3003 }, 'standup'],
    ['null values are skipped', { initial: null, stored: null, hostname: 'localhost', port: 3004 }, 'culture_fr'],
    ['prototype names are not themes', { initial: 'constructor', stored: '__proto__', hostname: 'example.test', port: '' }, 'rock'],
  ])('%s', (_case, hints, expected) => {
    expect(resolveTheme(hints)).toBe(expected);
  });

  it('ignores the port when the host is not localhost', () => {
    expect(resolveTheme({ hostname: 'spkombat.example', port: '3002' })).toBe('spkombat');
    expect(resolveTheme({ hostname: 'example.test', port: '3002' })).toBe('rock');
  });

  it('defaults to rock on a local port outside the theme ports', () => {
    expect(resolveTheme({ ...local, port: '5173' })).toBe('rock');
  });

  it('5. a configured production host beats a keyword, and needs no keyword', () => {
    const sites = { ...defaultSites(), standup: { hosts: ['humour.example.ch'], frenchHosts: [], shareBaseUrl: 'https://humour.example.ch' } };
    expect(resolveTheme({ hostname: 'humour.example.ch', port: '', sites })).toBe('standup');
    expect(resolveTheme({ hostname: 'HUMOUR.example.ch.', port: '', sites })).toBe('standup');
    expect(resolveTheme({ hostname: 'humour.example.ch.evil.test', port: '', sites })).toBe('rock');
    expect(resolveTheme({ hostname: 'latino.example', port: '', sites })).toBe('latino');
    expect(resolveTheme({ stored: 'sport', hostname: 'humour.example.ch', port: '', sites })).toBe('sport');
  });
});

describe('themeForPort', () => {
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
  ])('port %j -> %s', (port, theme) => {
    expect(themeForPort(port)).toBe(theme);
  });
});

describe('themeForHostname', () => {
  it.each<[string, ThemeId | undefined]>([
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
    ['example.com', undefined],
    ['localhost', undefined],
  ])('%s -> %s', (hostname, theme) => {
    expect(themeForHostname(hostname)).toBe(theme);
  });
});

describe('isLocalhost', () => {
  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['localhost.evil.test', false],
    ['127.0.0.2', false],
    ['example.com', false],
    ['', false],
  ])('%j -> %s', (hostname, expected) => {
    expect(isLocalhost(hostname)).toBe(expected);
  });
});
