import { defaultSites } from '@vitrine/catalog/page-config';
import { describe, expect, it } from 'vitest';
import { canShowChannels } from './can-show-channels.ts';

const sites = defaultSites();
sites.brand_fr.hosts = ['moi.example.fr'];
sites.brand_en.hosts = ['me.example.com'];
sites.rock.hosts = ['rock.example.org'];

describe('canShowChannels', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['moi.example.fr', true],
    ['ME.EXAMPLE.COM.', true],
    ['rock.example.org', false],
    ['moi.example.fr.evil.test', false],
    ['evil-moi.example.fr', false],
    ['example.fr', false],
    ['localhost.evil.test', false],
  ])('on %s: %s', (hostname, expected) => {
    expect(canShowChannels(hostname, sites)).toBe(expected);
  });

  it('shows nowhere but localhost while no personal-brand host is configured', () => {
    expect(canShowChannels('moi.example.fr', defaultSites())).toBe(false);
    expect(canShowChannels('localhost', defaultSites())).toBe(true);
  });
});
