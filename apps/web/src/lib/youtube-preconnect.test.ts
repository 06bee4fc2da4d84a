import { afterEach, describe, expect, it } from 'vitest';
import { preconnectToYouTube, resetYouTubePreconnectForTests } from './youtube-preconnect.ts';

function preconnects(): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((link) => link.href);
}

describe('preconnectToYouTube', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="preconnect"]')) link.remove();
    resetYouTubePreconnectForTests();
  });

  it('connects to the IFrame API host and the privacy-enhanced embed host, without loading a script', () => {
    preconnectToYouTube();
    expect(preconnects()).toEqual(['https://www.youtube.com/', 'https://www.youtube-nocookie.com/']);
    expect(document.querySelectorAll('script[src*="youtube"]')).toHaveLength(0);
  });

  it('adds its links once however often a Play button is hovered', () => {
    preconnectToYouTube();
    preconnectToYouTube();
    expect(preconnects()).toHaveLength(2);
  });
});
