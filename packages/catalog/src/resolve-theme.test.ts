import { describe, expect, it } from 'vitest';
import { defaultSites } from './page-config.ts';
import { resolveTheme, type ThemeHints, themeFromSearch } from './resolve-theme.ts';
import type { ThemeId } from './themes/theme-ids.ts';

type Hints = Omit<ThemeHints, 'sites'>;
const resolve = (hints: Hints, sites = defaultSites()) => resolveTheme({ ...hints, sites });

describe('resolveTheme order (PRODUCT §4.1)', () => {
  it.each<[string, Hints, ThemeId]>([
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
    expect(resolve(hints)).toBe(expected);
  });

  it('ignores the port when the host is not localhost', () => {
    expect(resolve({ hostname: 'spkombat.example', port: '3002' })).toBe('spkombat');
    expect(resolve({ hostname: 'example.test', port: '3002' })).toBe('rock');
  });

  it('defaults to rock on a local port outside the theme ports', () => {
    expect(resolve({ hostname: 'localhost', port: '5173' })).toBe('rock');
  });

  it('5. a configured production host beats a keyword, and needs no keyword', () => {
    const sites = { ...defaultSites(), standup: { hosts: ['humour.example.ch'], frenchHosts: [], shareBaseUrl: 'https://humour.example.ch' } };
    expect(resolve({ hostname: 'humour.example.ch', port: '' }, sites)).toBe('standup');
    expect(resolve({ hostname: 'HUMOUR.example.ch.', port: '' }, sites)).toBe('standup');
    expect(resolve({ hostname: 'humour.example.ch.evil.test', port: '' }, sites)).toBe('rock');
    expect(resolve({ hostname: 'latino.example', port: '' }, sites)).toBe('latino');
    expect(resolve({ stored: 'sport', hostname: 'humour.example.ch', port: '' }, sites)).toBe('sport');
  });
});

describe('themeFromSearch', () => {
  it.each([
    ['?theme=latino', 'latino'],
    ['theme=sport&x=1', 'sport'],
    ['?theme=Latino', undefined],
    ['?theme=', undefined],
    ['?themes=latino', undefined],
    ['', undefined],
  ])('%j -> %s', (search, expected) => {
    expect(themeFromSearch(search)).toBe(expected);
  });
});
