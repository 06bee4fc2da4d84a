import { defaultSites } from '@vitrine/catalog/page-config';
import { describe, expect, it } from 'vitest';
import { inviteEdition } from './invite-edition.ts';

const sites = defaultSites();
sites.standup.hosts = ['standup.example.ch', 'www.standup.example.ch'];
sites.rock.hosts = ['metal.example.org'];
sites.latino.hosts = ['latino.example.org'];

describe('inviteEdition', () => {
  it.each([
    ['localhost', '3003', 'standup'],
    ['127.0.0.1', 3003, 'standup'],
    ['localhost', '3001', 'rock'],
    ['[::1]', '3001', 'rock'],
    ['localhost', '3002', null],
    ['localhost', '3006', null],
    ['localhost', '', null],
    ['standup.example.ch', '', 'standup'],
    ['WWW.STANDUP.EXAMPLE.CH.', '443', 'standup'],
    ['metal.example.org', '', 'rock'],
    ['latino.example.org', '', null],
  ] as const)('%s port %s -> %s', (hostname, port, expected) => {
    expect(inviteEdition(hostname, port, sites)).toBe(expected);
  });

  it.each(['standup.example.ch.evil.test', 'evilstandup.example.ch', 'example.ch', 'metal.example.org.evil.test', 'xmetal.example.org'])(
    'gives nothing to the lookalike %s',
    (hostname) => {
      expect(inviteEdition(hostname, '', sites)).toBeNull();
    },
  );

  it('a local port counts only on localhost: another host on 3003 gets nothing', () => {
    expect(inviteEdition('192.168.1.20', '3003', sites)).toBeNull();
    expect(inviteEdition('evil.test', '3001', sites)).toBeNull();
  });

  it('without configured hosts only the local ports show it', () => {
    expect(inviteEdition('standup.example.ch', '', defaultSites())).toBeNull();
  });
});
