import { describe, expect, it } from 'vitest';
import type { ApiVideo } from './api-schemas.ts';
import type { LabelEntry, ThemeConfig } from './themes/theme-config.ts';
import { THEMES } from './themes/themes.ts';
import { spread, toUiVideo, voteAverage } from './to-ui-video.ts';

const NOW = Date.parse('2024-06-30T12:00:00Z');
const DAY_MS = 86_400_000;
const rock = THEMES.rock;

function apiVideo(overrides: Partial<ApiVideo['metadata']> = {}, top: Partial<Omit<ApiVideo, 'metadata'>> = {}): ApiVideo {
  return {
    _id: 'vid-0001',
    pathseo: 'thunder-anthem-official-video',
    parsed: true,
    ...top,
    metadata: {
      title: 'Thunder Anthem (Official Video)',
      description: '<p>Recorded live</p>',
      publishedAt: '2024-06-30T12:00:00.000Z',
      channelTitle: 'Nuclear Blast Records',
      username: 'NuclearBlastRecords',
      videoId: 'dQw4w9WgXcQ',
      titleSeo: 'thunder-anthem-official-video',
      genre: ['Metal', 'Death Metal'],
      snippet: {
        thumbnails: {
          default: { url: 'https://i.ytimg.com/vi/x/default.jpg' },
          medium: { url: 'https://i.ytimg.com/vi/x/mqdefault.jpg' },
          high: { url: 'https://i.ytimg.com/vi/x/hqdefault.jpg' },
          standard: { url: 'https://i.ytimg.com/vi/x/sddefault.jpg' },
          maxres: { url: 'https://i.ytimg.com/vi/x/maxresdefault.jpg' },
        },
      },
      ...overrides,
    },
  };
}

describe('toUiVideo fields', () => {
  const ui = toUiVideo(apiVideo(), rock, NOW);

  it('copies the identity and SEO fields', () => {
    expect(ui).toMatchObject({
      id: 'vid-0001',
      pathseo: 'thunder-anthem-official-video',
      titleSeo: 'thunder-anthem-official-video',
      videoId: 'dQw4w9WgXcQ',
      channelTitle: 'Nuclear Blast Records',
      username: 'NuclearBlastRecords',
      publishedAt: '2024-06-30T12:00:00.000Z',
      parsed: true,
      category: 'NuclearBlastRecords',
      tags: ['Metal', 'Death Metal'],
    });
  });

  it('uses the title as name and the description as overview', () => {
    expect([ui.title, ui.name, ui.overview]).toEqual(['Thunder Anthem (Official Video)', 'Thunder Anthem (Official Video)', '<p>Recorded live</p>']);
  });

  it('derives the release dates from the publication date', () => {
    expect([ui.release_date, ui.first_air_date]).toEqual(['2024-06-30', '2024-06-30']);
  });

  it('links the trailer to the watch page; without a known duration, runs 180 minutes and has no duration', () => {
    expect(ui.trailerUrl).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(ui.runtime).toBe(180);
    expect(ui.durationSeconds).toBeNull();
  });

  it('takes the duration a sync found: seconds as they are, the runtime in minutes', () => {
    expect(toUiVideo(apiVideo({ durationSeconds: 225 }), rock, NOW)).toMatchObject({ durationSeconds: 225, runtime: 4 });
    expect(toUiVideo(apiVideo({ durationSeconds: 20 }), rock, NOW)).toMatchObject({ durationSeconds: 20, runtime: 1 });
    expect(toUiVideo(apiVideo({ durationSeconds: 3_723 }), rock, NOW)).toMatchObject({ durationSeconds: 3_723, runtime: 62 });
  });

  it('treats a zero duration (a live stream, a premiere) as unknown', () => {
    expect(toUiVideo(apiVideo({ durationSeconds: 0 }), rock, NOW)).toMatchObject({ durationSeconds: null, runtime: 180 });
  });

  it('takes label and genres from the theme label entry, artist from the channel', () => {
    expect(ui.label).toBe('Nuclear Blast');
    expect(ui.genre_ids).toEqual([100, 102]);
    expect(ui.artist).toBe('Nuclear Blast Records');
  });

  it('falls back to the publication date for created and updated', () => {
    expect([ui.created, ui.updated]).toEqual(['2024-06-30T12:00:00.000Z', '2024-06-30T12:00:00.000Z']);
    const stamped = toUiVideo(apiVideo({}, { created: '2024-07-01T00:00:00.000Z', updated: '2024-07-02T00:00:00.000Z' }), rock, NOW);
    expect([stamped.created, stamped.updated]).toEqual(['2024-07-01T00:00:00.000Z', '2024-07-02T00:00:00.000Z']);
  });

  it('does not share arrays with the theme config or the API video', () => {
    const video = apiVideo();
    const mapped = toUiVideo(video, rock, NOW);
    mapped.genre_ids.push(1);
    mapped.tags.push('x');
    expect(rock.labels[0]?.genre_ids).toEqual([100, 102]);
    expect(video.metadata.genre).toEqual(['Metal', 'Death Metal']);
  });
});

describe('toUiVideo defaults', () => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])('an %s title is Untitled, description No description available, channel Unknown Artist', (_case, text) => {
    const ui = toUiVideo(apiVideo({ title: text, description: text, channelTitle: text }), rock, NOW);
    expect([ui.title, ui.name, ui.overview, ui.artist]).toEqual(['Untitled', 'Untitled', 'No description available', 'Unknown Artist']);
  });
});

describe('toUiVideo images', () => {
  const all = apiVideo().metadata.snippet.thumbnails;
  const url = (size: keyof typeof all) => all[size]?.url;

  it.each([
    ['all sizes', all, url('maxres'), url('maxres')],
    ['no maxres', { ...all, maxres: undefined }, url('standard'), url('standard')],
    ['high and below', { high: all.high, medium: all.medium, default: all.default }, '', url('high')],
    ['medium and default', { medium: all.medium, default: all.default }, '', url('medium')],
    ['default only', { default: all.default }, '', url('default')],
    ['blank maxres url', { ...all, maxres: { url: '' } }, url('standard'), url('standard')],
    ['none', {}, '', ''],
  ])('%s: backdrop %s, poster %s', (_case, thumbnails, backdrop, poster) => {
    const ui = toUiVideo(apiVideo({ snippet: { thumbnails } }), rock, NOW);
    expect(ui.backdrop_path).toBe(backdrop);
    expect(ui.poster_path).toBe(poster);
  });

  it('lists every thumbnail with its YouTube width, largest first', () => {
    const { default: small, high, maxres } = all;
    const ui = toUiVideo(apiVideo({ snippet: { thumbnails: { default: small, high, maxres } } }), rock, NOW);
    expect(ui.images).toEqual([
      { url: url('maxres'), width: 1280 },
      { url: url('high'), width: 480 },
      { url: url('default'), width: 120 },
    ]);
    expect(toUiVideo(apiVideo(), rock, NOW).images.map((i) => i.width)).toEqual([1280, 640, 480, 320, 120]);
  });

  it('prefers the width the API gives', () => {
    const ui = toUiVideo(apiVideo({ snippet: { thumbnails: { medium: { url: 'https://i.test/m.jpg', width: 336 }, high: { url: 'https://i.test/h.jpg', width: 200 } } } }), rock, NOW);
    expect(ui.images).toEqual([{ url: 'https://i.test/m.jpg', width: 336 }, { url: 'https://i.test/h.jpg', width: 200 }]);
  });

  it('serves a thumbnail path that does not start with http from the images folder (PRODUCT §5.5)', () => {
    const thumbnails = { maxres: { url: 'thumbs/a-maxres.jpg' }, high: { url: '/thumbs/a-high.jpg' }, default: { url: 'https://i.ytimg.com/vi/a/default.jpg' } };
    const ui = toUiVideo(apiVideo({ snippet: { thumbnails } }), rock, NOW);
    expect(ui.backdrop_path).toBe('/images/thumbs/a-maxres.jpg');
    expect(ui.poster_path).toBe('/images/thumbs/a-maxres.jpg');
    expect(ui.images.map((image) => image.url)).toEqual(['/images/thumbs/a-maxres.jpg', '/images/thumbs/a-high.jpg', 'https://i.ytimg.com/vi/a/default.jpg']);
  });
});

describe('toUiVideo genres and label', () => {
  it.each<[string, ThemeConfig, string, number[], string]>([
    ['a rock label', rock, 'NuclearBlastRecords', [100, 102], 'Nuclear Blast'],
    ['a combat label', THEMES.spkombat, 'UFC', [30], 'UFC'],
    ['an unknown channel', rock, 'SomeoneElse', [6666666], 'SomeoneElse'],
    ['a label of another theme', THEMES.latino, 'NuclearBlastRecords', [6666666], 'NuclearBlastRecords'],
    ['a theme without labels', THEMES.brand_fr, 'UFC', [6666666], 'UFC'],
    ['a different case (labels match exactly)', rock, 'nuclearblastrecords', [6666666], 'nuclearblastrecords'],
  ])('%s', (_case, theme, username, genres, label) => {
    const ui = toUiVideo(apiVideo({ username }), theme, NOW);
    expect(ui.genre_ids).toEqual(genres);
    expect(ui.label).toBe(label);
  });

  it('gives [14] when the label lookup throws', () => {
    const broken = { ...rock, labels: null as unknown as LabelEntry[] };
    const ui = toUiVideo(apiVideo(), broken, NOW);
    expect(ui.genre_ids).toEqual([14]);
    expect(ui.label).toBe('NuclearBlastRecords');
  });
});

describe('vote_average', () => {
  const at = (ageDays: number) => new Date(NOW - ageDays * DAY_MS).toISOString();

  it.each([
    ['Nuclear Blast published today', 'NuclearBlastRecords', 0, 8.8],
    ['Nuclear Blast 30 days old', 'NuclearBlastRecords', 30, 8.7],
    ['Nuclear Blast 60 days old', 'NuclearBlastRecords', 60, 8.6],
    ['default label today', 'SomeoneElse', 0, 7.1],
    ['default label 15 days old', 'SomeoneElse', 15, 7.1],
    ['default label 45 days old', 'SomeoneElse', 45, 7.0],
    ['default label a year old', 'SomeoneElse', 365, 5.9],
    ['default label ten years old: bounded at 1', 'SomeoneElse', 3650, 1],
    ['Svart Records 3 days old', 'SvartRecords', 3, 7.1],
  ])('%s -> %d', (_case, username, ageDays, expected) => {
    expect(toUiVideo(apiVideo({ username, publishedAt: at(ageDays) }), rock, NOW).vote_average).toBe(expected);
  });

  it.each([
    [8.7, -10_000, 10],
    [1, 1_000_000, 1],
    [7, 0, 7.1],
  ])('voteAverage(base %d, age %i days) is bounded: %d', (base, ageDays, expected) => {
    expect(voteAverage(base, at(ageDays), NOW)).toBe(expected);
  });

  it('counts whole days of age', () => {
    expect(voteAverage(7, new Date(NOW - 14 * DAY_MS - 1).toISOString(), NOW)).toBe(voteAverage(7, at(14), NOW));
  });

  it('gives no bonus for an unreadable date', () => {
    expect(voteAverage(7.5, 'not a date', NOW)).toBe(7.5);
  });

  it('uses the current time by default', () => {
    const ui = toUiVideo(apiVideo({ username: 'SomeoneElse', publishedAt: new Date().toISOString() }), rock);
    expect(ui.vote_average).toBe(7.1);
  });
});

describe('views, vote_count and likes', () => {
  it.each([
    ['NuclearBlastRecords', 18_000],
    ['centurymedia', 15_000],
    ['SvartRecords', 5_000],
    ['SomeoneElse', 5_000],
  ])('%s: base %i plus 0 to 5000', (username, base) => {
    for (const id of ['a', 'b', 'vid-0001', '65f1c2d3e4a5b6c7d8e9f001', '']) {
      const ui = toUiVideo(apiVideo({ username }, { _id: id }), rock, NOW);
      expect(ui.views).toBeGreaterThanOrEqual(base);
      expect(ui.views).toBeLessThanOrEqual(base + 5_000);
      expect(ui.vote_count).toBeGreaterThanOrEqual(base);
      expect(ui.vote_count).toBeLessThanOrEqual(base + 5_000);
      expect(ui.likes).toBe(Math.round(ui.views / 10));
    }
  });

  it('is deterministic from the video id', () => {
    const first = toUiVideo(apiVideo(), rock, NOW);
    const again = toUiVideo(apiVideo(), rock, NOW + 7 * DAY_MS);
    expect([again.views, again.vote_count, again.likes]).toEqual([first.views, first.vote_count, first.likes]);
  });

  it('differs between video ids', () => {
    const views = new Set(Array.from({ length: 50 }, (_, i) => toUiVideo(apiVideo({}, { _id: `video-${i}` }), rock, NOW).views));
    expect(views.size).toBeGreaterThan(40);
  });

  it('spreads over the whole 0 to 5000 range', () => {
    const values = Array.from({ length: 2_000 }, (_, i) => spread(`id-${i}`, 'views'));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThanOrEqual(5_000);
    expect(Math.min(...values)).toBeLessThan(100);
    expect(Math.max(...values)).toBeGreaterThan(4_900);
  });

  it.each([
    ['both real figures', { viewCount: 123_456, likeCount: 789 }, 123_456, 789, 789],
    ['real views only', { viewCount: 123_456 }, 123_456, 12_346, undefined],
    ['zero real views', { viewCount: 0, likeCount: 0 }, 0, 0, 0],
  ])('real statistics win: %s', (_case, statistics, views, likes, voteCount) => {
    const ui = toUiVideo(apiVideo({ statistics }), rock, NOW);
    expect(ui.views).toBe(views);
    expect(ui.likes).toBe(likes);
    if (voteCount === undefined) expect(ui.vote_count).toBeGreaterThanOrEqual(18_000);
    else expect(ui.vote_count).toBe(voteCount);
  });
});
