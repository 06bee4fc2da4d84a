import { Value } from '@sinclair/typebox/value';
import { ApiVideoSchema } from '@vitrine/catalog/api-schemas';
import { genreName } from '@vitrine/catalog/genres';
import '@vitrine/catalog/typebox-formats';
import { THEME_IDS, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { getTheme } from '@vitrine/catalog/themes/themes';
import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue, type DemoVideo } from './demo-catalogue.ts';

const NOW = new Date('2026-03-14T15:00:00.000Z');
const LATEST_ROW_WINDOW_MS = 172_800_000;
const TWO_YEARS_MS = 2 * 365 * 86_400_000;

const catalogue = buildDemoCatalogue(NOW);
const videosOf = (theme: ThemeId): DemoVideo['video'][] => catalogue.filter((entry) => entry.theme === theme).map((entry) => entry.video);
const themesWithLabels = THEME_IDS.filter((theme) => getTheme(theme).labels.length > 0);
const brandThemes = THEME_IDS.filter((theme) => getTheme(theme).labels.length === 0);
const ageMs = (video: DemoVideo['video']): number => NOW.getTime() - Date.parse(video.metadata.publishedAt);

describe('buildDemoCatalogue', () => {
  it('gives only videos valid against the API schema', () => {
    const invalid = catalogue.filter(({ video }) => !Value.Check(ApiVideoSchema, video));
    expect(invalid.map(({ video }) => [...Value.Errors(ApiVideoSchema, video)].map((error) => `${video._id} ${error.path} ${error.message}`))).toEqual([]);
  });

  it('holds at least 250 videos', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(250);
  });

  it.each(themesWithLabels)('gives every label of %s at least 3 videos, under its channel title and genres', (theme) => {
    const videos = videosOf(theme);
    for (const entry of getTheme(theme).labels) {
      const ofLabel = videos.filter((video) => video.metadata.username === entry.label);
      expect(ofLabel.length, entry.label).toBeGreaterThanOrEqual(3);
      for (const video of ofLabel) {
        expect(video.metadata.channelTitle).toBe(entry.title);
        expect(video.metadata.genre).toEqual(entry.genre_ids.map(genreName));
      }
    }
  });

  it.each(themesWithLabels)('gives %s only videos of its own labels', (theme) => {
    const labels = new Set(getTheme(theme).labels.map((entry) => entry.label));
    expect(videosOf(theme).filter((video) => !labels.has(video.metadata.username))).toEqual([]);
  });

  it('gives wildpeaks its own videos on the sport labels', () => {
    const sportIds = new Set(videosOf('sport').map((video) => video.metadata.videoId));
    const sportTitles = new Set(videosOf('sport').map((video) => video.metadata.title));
    const wildpeaks = videosOf('wildpeaks');
    expect(wildpeaks.length).toBeGreaterThan(0);
    expect(wildpeaks.filter((video) => sportIds.has(video.metadata.videoId) || sportTitles.has(video.metadata.title))).toEqual([]);
  });

  it.each(brandThemes)('fills the personal brand %s with about 8 videos of one creator channel', (theme) => {
    const videos = videosOf(theme);
    expect(videos.length).toBeGreaterThanOrEqual(6);
    expect(new Set(videos.map((video) => video.metadata.username)).size).toBe(1);
  });

  it.each(THEME_IDS)('publishes at least 4 videos of %s in the last 2 days, none before two years ago', (theme) => {
    const ages = videosOf(theme).map(ageMs);
    expect(ages.filter((age) => age >= 0 && age <= LATEST_ROW_WINDOW_MS).length).toBeGreaterThanOrEqual(4);
    expect(ages.every((age) => age >= 0 && age <= TWO_YEARS_MS)).toBe(true);
  });

  it('spreads publication dates over each half-year of the two years', () => {
    const halfYear = TWO_YEARS_MS / 4;
    const perHalfYear = [0, 1, 2, 3].map((half) => catalogue.filter(({ video }) => Math.floor(ageMs(video) / halfYear) === half).length);
    expect(perHalfYear.every((count) => count >= catalogue.length / 8)).toBe(true);
  });

  it.each(THEME_IDS)('gives the videos of %s unique ids, video ids, titles and slugs', (theme) => {
    const videos = videosOf(theme);
    for (const field of [(v: DemoVideo['video']) => v._id, (v: DemoVideo['video']) => v.metadata.videoId, (v: DemoVideo['video']) => v.pathseo]) {
      expect(new Set(videos.map(field)).size).toBe(videos.length);
    }
    expect(new Set(videos.map((video) => video.metadata.title)).size).toBe(videos.length);
  });

  it('never repeats an _id, a video id or a slug across themes', () => {
    expect(new Set(catalogue.map(({ video }) => video._id)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map(({ video }) => video.metadata.videoId)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map(({ video }) => video.pathseo)).size).toBe(catalogue.length);
  });

  it('uses YouTube-shaped ids, slugs of the title and the five snippet thumbnails', () => {
    for (const { video } of catalogue) {
      const { videoId, titleSeo, snippet } = video.metadata;
      expect(videoId).toMatch(/^[A-Za-z0-9_-]{10}[AEIMQUYcgkosw048]$/);
      expect(video.pathseo).toBe(titleSeo);
      expect(titleSeo).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(snippet.thumbnails).toEqual({
        maxres: { url: `https://i.ytimg.com/vi/${videoId}/maxresdefault.jpg`, width: 1280, height: 720 },
        standard: { url: `https://i.ytimg.com/vi/${videoId}/sddefault.jpg`, width: 640, height: 480 },
        high: { url: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`, width: 480, height: 360 },
        medium: { url: `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`, width: 320, height: 180 },
        default: { url: `https://i.ytimg.com/vi/${videoId}/default.jpg`, width: 120, height: 90 },
      });
    }
  });

  it('gives likes between 2 % and 8 % of views', () => {
    for (const { video } of catalogue) {
      const { viewCount = 0, likeCount = 0 } = video.metadata.statistics ?? {};
      expect(likeCount).toBeGreaterThanOrEqual(Math.floor(viewCount * 0.02));
      expect(likeCount).toBeLessThanOrEqual(Math.ceil(viewCount * 0.08));
    }
  });

  it('fills every placeholder of every template', () => {
    expect(catalogue.filter(({ video }) => /[{}]/.test(video.metadata.title + video.metadata.description))).toEqual([]);
  });

  it('gives about one description in four links and line breaks', () => {
    const rich = catalogue.filter(({ video }) => {
      const { description } = video.metadata;
      return /<a href="https:\/\/[^"]+">/.test(description) && description.includes('<br>') && description.includes('\n');
    });
    const share = rich.length / catalogue.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.35);
  });

  it('gives the same catalogue for the same date, and the same ids on another date', () => {
    expect(buildDemoCatalogue(new Date(NOW))).toEqual(catalogue);
    const later = buildDemoCatalogue(new Date(NOW.getTime() + 86_400_000));
    const ids = (videos: DemoVideo[]): string[][] => videos.map(({ video }) => [video._id, video.metadata.videoId]);
    expect(ids(later)).toEqual(ids(catalogue));
  });
});
