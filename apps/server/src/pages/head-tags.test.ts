import type { SiteConfig } from '@vitrine/catalog/page-config';
import type { Thumbnails } from '@vitrine/catalog/api-schemas';
import { THEMES } from '@vitrine/catalog/themes/themes';
import { describe, expect, it } from 'vitest';
import { fixtureVideo } from '../test/fixture-catalogue.ts';
import { videoHeadTags } from './head-tags.ts';

const SITE: SiteConfig = { hosts: ['rock.example'], frenchHosts: [], shareBaseUrl: 'https://rock.example' };

function ogImageFor(thumbnails: Thumbnails): string | undefined {
  const video = fixtureVideo({ id: 'v-song', title: 'Song', publishedDaysAgo: 1, createdDaysAgo: 1 }, new Date());
  video.metadata.snippet.thumbnails = thumbnails;
  return /<meta property="og:image" content="([^"]*)"/.exec(videoHeadTags(THEMES.rock, SITE, video))?.[1];
}

describe('videoHeadTags image', () => {
  it('is the poster thumbnail: the first of maxres, standard, high, medium, default that is not blank', () => {
    expect(ogImageFor({ maxres: { url: '' }, high: { url: 'https://i.ytimg.com/vi/a/hq.jpg' }, default: { url: 'https://i.ytimg.com/vi/a/d.jpg' } })).toBe(
      'https://i.ytimg.com/vi/a/hq.jpg',
    );
  });

  it('serves a relative thumbnail path from the images folder of the site (PRODUCT §5.5)', () => {
    expect(ogImageFor({ high: { url: 'thumbs/a.jpg' } })).toBe('https://rock.example/images/thumbs/a.jpg');
  });

  it("is the theme's social image when the video has no thumbnail", () => {
    expect(ogImageFor({})).toBe(`https://rock.example${THEMES.rock.branding.social_image}`);
  });
});
