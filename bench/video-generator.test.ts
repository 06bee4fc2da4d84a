import '@vitrine/catalog/typebox-formats';
import { ApiVideoSchema } from '@vitrine/catalog/api-schemas';
import { THEME_CODE_VALUES } from '@vitrine/catalog/themes/theme-ids';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { benchRequests } from './bench-requests.ts';
import { indexCatalogue } from './catalogue-index.ts';
import { COMMON_WORDS, generateVideos, rareWord } from './video-generator.ts';

const NOW = new Date('2026-11-23T00:00:00Z');

describe('generateVideos', () => {
  const items = generateVideos(2_000, 9, NOW);

  it('gives the same videos for the same seed, and others for another seed', () => {
    expect(generateVideos(2_000, 9, NOW)).toEqual(items);
    expect(generateVideos(2_000, 10, NOW)).not.toEqual(items);
  });

  it('writes videos that `vitrine import` accepts: a theme code and the API shape, unique ids and pathseos per theme', () => {
    for (const { t, ...video } of items) {
      expect(THEME_CODE_VALUES).toContain(t);
      expect([...Value.Errors(ApiVideoSchema, video)]).toEqual([]);
    }
    expect(new Set(items.map((item) => item._id)).size).toBe(items.length);
    expect(new Set(items.map((item) => `${item.t} ${item.pathseo}`)).size).toBe(items.length);
  });

  it('spreads the videos over every theme and over the labels of the themes that have some', () => {
    const themes = indexCatalogue(items);
    expect([...themes.keys()].sort()).toEqual([...THEME_CODE_VALUES].sort());
    expect(themes.get('wmb')!.labels.length).toBeGreaterThan(10);
    expect(themes.get('brandfr')!.labels).toEqual([]);
  });

  it('uses each common word in a large share of the videos, each rare word in a handful', () => {
    const share = (word: string) => items.filter(({ metadata }) => `${metadata.title} ${metadata.description}`.toLowerCase().includes(word)).length / items.length;
    for (const word of COMMON_WORDS) expect(share(word)).toBeGreaterThan(0.2);
    const rare = indexCatalogue(items).get('wmb')!.rareWords[0]!;
    expect(share(rare) * items.length).toBeLessThan(20);
  });

  it('lengthens every description when asked, and no search term then matches other videos', () => {
    const matching = (videos: typeof items, word: string) => videos.filter(({ metadata }) => `${metadata.title} ${metadata.description}`.toLowerCase().includes(word)).map(({ _id }) => _id);
    const long = generateVideos(2_000, 9, NOW, { descriptionChars: 1_200 });

    for (const [index, { metadata }] of long.entries()) {
      expect(metadata.description.length).toBeGreaterThanOrEqual(1_200);
      expect(metadata.description.startsWith(items[index]!.metadata.description)).toBe(true);
    }
    expect(long.map(({ metadata: { description: _, ...rest } }) => rest)).toEqual(items.map(({ metadata: { description: _, ...rest } }) => rest));
    for (const word of [...COMMON_WORDS, ...indexCatalogue(items).get('wmb')!.rareWords.slice(0, 20)]) expect(matching(long, word)).toEqual(matching(items, word));
  });

  it('makes different rare words from different indexes', () => {
    const words = Array.from({ length: 5_000 }, (_, index) => rareWord(index));
    expect(new Set(words).size).toBe(words.length);
  });
});

describe('benchRequests', () => {
  const requests = benchRequests(indexCatalogue(generateVideos(2_000, 9, NOW)));

  it('asks the same URL on every cached request and a new one on each uncached request', () => {
    for (const { variant, vitrineUrl, jsonServerUrl } of requests) {
      for (const urlOf of [vitrineUrl, jsonServerUrl]) {
        if (urlOf === undefined) continue;
        const urls = Array.from({ length: 200 }, (_, n) => urlOf(n));
        expect(new Set(urls).size).toBe(variant === 'cached' ? 1 : urls.length);
      }
    }
  });

  it('warms each uncached kind up with the same kind of request under URLs that no measured request asks', () => {
    for (const { variant, vitrineUrl, jsonServerUrl, warmUp } of requests) {
      if (variant === 'cached') {
        expect(warmUp).toBeUndefined();
        continue;
      }
      for (const [measured, warming] of [
        [vitrineUrl, warmUp?.vitrineUrl],
        [jsonServerUrl, warmUp?.jsonServerUrl],
      ] as const) {
        if (measured === undefined) continue;
        if (warming === undefined) throw new Error(`no warm-up for ${measured(0)}`);
        const measuredUrls = new Set(Array.from({ length: 100 }, (_, n) => measured(n)));
        const warmUpUrls = Array.from({ length: 100 }, (_, n) => warming(n));
        expect(warmUpUrls.filter((url) => measuredUrls.has(url))).toEqual([]);
        // The same route: an API or json-server query (before its `?`), or a page.
        const routeOf = (url: string) => (url.includes('?') ? url.split('?')[0] : 'page');
        expect(new Set(warmUpUrls.map(routeOf))).toEqual(new Set([routeOf(measured(0))]));
      }
    }
  });

  // A search's matches and count are kept by theme, label and term for every page of it.
  it('warms searches up on terms no measured search asks, so that none of what they keep is found before they run', () => {
    const searchedList = (url: string) => {
      const query = new URL(url, 'http://bench').searchParams;
      return `${query.get('t')}|${query.get('label')}|${query.get('search')}`;
    };
    for (const { vitrineUrl, warmUp } of requests.filter((request) => request.variant === 'uncached' && request.vitrineUrl(0).includes('search='))) {
      const measuredLists = new Set(Array.from({ length: 500 }, (_, n) => searchedList(vitrineUrl(n))));
      expect(Array.from({ length: 500 }, (_, n) => searchedList(warmUp!.vitrineUrl(n))).filter((list) => measuredLists.has(list))).toEqual([]);
    }
  });

  it('covers every ordering, the label page, both searches and both pages', () => {
    const paths = new Set(requests.map((request) => request.path));
    for (const field of ['created', 'publishedAt', 'title', 'views', 'trending']) expect([...paths].some((path) => path.includes(field))).toBe(true);
    for (const path of ['/api/blogs label page', '/api/blogs rare-word search', '/api/blogs common-word search', '/api/blogs common-word search on Trending', '/api/blogs rare-word search on Trending', '/', '/{pathseo}']) expect(paths).toContain(path);
  });
});
