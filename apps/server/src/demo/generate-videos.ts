import type { ApiVideo } from '@vitrine/catalog/api-schemas';
import { slugify } from '@vitrine/catalog/slug';
import { THEME, THEME_CODES, type ThemeCode, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { getTheme } from '@vitrine/catalog/themes/themes';
import { seededRandom } from './seeded-random.ts';

/** One video of an import file (`vitrine import`): the API shape plus its theme code. */
export type ImportItem = ApiVideo & { t: ThemeCode };

/** Ends one title in about three: a search for it matches a large share of the catalogue. */
export const GENERATED_COMMON_WORD = 'live';
/** Artist names are two syllables of these: about 1 video in 400 shares one, a rare search. */
const SYLLABLES = ['ka', 'zor', 'mi', 'vel', 'tra', 'qu', 'dro', 'xen', 'lu', 'bor', 'fen', 'gri', 'ost', 'ny', 'pel', 'ruk', 'sa', 'tem', 'wo', 'yl'];
const ADJECTIVES = ['Black', 'Silent', 'Burning', 'Iron', 'Frozen', 'Electric', 'Broken', 'Golden', 'Savage', 'Endless', 'Crimson', 'Hollow'];
const NOUNS = ['Storm', 'Heart', 'Road', 'Kingdom', 'Machine', 'Horizon', 'Legacy', 'Thunder', 'Ritual', 'Empire', 'Signal', 'Shadow'];
const FORMATS = ['Official Video', 'Lyric Video', GENERATED_COMMON_WORD, 'Visualizer', GENERATED_COMMON_WORD, 'Official Audio'];
const SPAN_DAYS = 1_095;
const MAX_IMPORT_DELAY_H = 12;
const VIEWS_MIN = 100;
const VIEWS_MAX = 10_000_000;
/** Share of videos without statistics: Popular must rank them last. */
const UNKNOWN_VIEWS_SHARE = 0.05;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface GenerateOptions {
  theme?: ThemeId;
  now?: Date;
}

/**
 * `count` plausible videos of one theme (rock by default) for load tests and the import
 * benchmark: the same seed and `now` give the same videos. Labels are the theme's own, views
 * log-uniform with a few unknown, publication dates over three years (so a few percent are
 * trending); ids and pathseos are unique within one seed.
 */
export function generateVideos(count: number, seed: string, { theme = THEME.ROCK, now = new Date() }: GenerateOptions = {}): ImportItem[] {
  const random = seededRandom(seed);
  const labels = getTheme(theme).labels;
  const channels = labels.length > 0 ? labels.map((entry) => ({ username: entry.label, title: entry.title })) : [{ username: `${theme}-channel`, title: theme }];
  const items: ImportItem[] = [];
  for (let number = 1; number <= count; number += 1) {
    const channel = random.pick(channels);
    const artist = `${random.pick(SYLLABLES)}${random.pick(SYLLABLES)}`;
    const format = random.pick(FORMATS);
    const title = `${capitalize(artist)} - ${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} (${format === GENERATED_COMMON_WORD ? 'Live' : format})`;
    const publishedAt = new Date(now.getTime() - Math.round(random.next() * SPAN_DAYS * DAY_MS));
    const created = new Date(Math.min(now.getTime(), publishedAt.getTime() + random.next() * MAX_IMPORT_DELAY_H * HOUR_MS));
    const slug = `${slugify(title)}-${number.toString(36)}`;
    const videoId = `${seed}${number.toString(36)}`.replace(/[^A-Za-z0-9_-]/g, '').slice(-11).padStart(11, 'x');
    const video: ImportItem = {
      t: THEME_CODES[theme],
      _id: `gen-${seed}-${number}`,
      pathseo: slug,
      parsed: true,
      created: created.toISOString(),
      updated: created.toISOString(),
      metadata: {
        title,
        description: `${title} by ${capitalize(artist)}, from the album ${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}.\nSubscribe to ${channel.title} for more.`,
        publishedAt: publishedAt.toISOString(),
        channelTitle: channel.title,
        username: channel.username,
        videoId,
        titleSeo: slug,
        genre: ['Metal'],
        snippet: { thumbnails: { high: { url: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`, width: 480, height: 360 } } },
      },
    };
    if (random.next() >= UNKNOWN_VIEWS_SHARE) {
      const views = Math.round(Math.exp(Math.log(VIEWS_MIN) + random.next() * (Math.log(VIEWS_MAX) - Math.log(VIEWS_MIN))));
      video.metadata.statistics = { viewCount: views, likeCount: Math.round(views / 20) };
    }
    items.push(video);
  }
  return items;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
