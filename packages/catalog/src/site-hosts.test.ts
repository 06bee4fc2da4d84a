import { describe, expect, it } from 'vitest';
import { defaultSites } from './page-config.ts';
import { isSiteHost, normalizeHostname, themeForSiteHost } from './site-hosts.ts';

const sites = {
  ...defaultSites(),
  standup: { hosts: ['comedy.example.ch'], frenchHosts: [], shareBaseUrl: 'https://comedy.example.ch' },
  rock: { hosts: ['metal.example.org'], frenchHosts: [], shareBaseUrl: 'https://metal.example.org' },
};

describe('site hosts', () => {
  it.each([
    ['Comedy.Example.CH.', 'comedy.example.ch'],
    [' metal.example.org ', 'metal.example.org'],
  ])('normalises %j to %s', (input, expected) => {
    expect(normalizeHostname(input)).toBe(expected);
  });

  it.each([
    ['comedy.example.ch', 'standup'],
    ['COMEDY.example.ch.', 'standup'],
    ['metal.example.org', 'rock'],
    ['comedy.example.ch.evil.test', undefined],
    ['evilcomedy.example.ch', undefined],
    ['example.ch', undefined],
    ['', undefined],
    ['localhost', undefined],
  ])('%s is the configured host of %s', (hostname, theme) => {
    expect(themeForSiteHost(hostname, sites)).toBe(theme);
  });

  it('never matches an empty hostname, even against an empty entry', () => {
    expect(isSiteHost('', [''])).toBe(false);
  });
});
