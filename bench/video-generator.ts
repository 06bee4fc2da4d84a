import type { ApiVideo } from '@vitrine/catalog/api-schemas';
import { slugify } from '@vitrine/catalog/slug';
import { THEMES } from '@vitrine/catalog/themes/themes';
import { THEME_CODES, THEME_IDS, type ThemeCode } from '@vitrine/catalog/themes/theme-ids';
import { seededRandom, type SeededRandom } from './seeded-random.ts';

/** One element of the CLI's import file (`vitrine import`): a video in the API shape with its theme code. */
export type ImportItem = ApiVideo & { t: ThemeCode };

/** The seed of every bench script's catalogue (bench, bench:import, bench:mixed): each measures the same videos. */
export const BENCH_CATALOGUE_SEED = 9;

const DAY_MS = 86_400_000;
const PUBLISHED_SPAN_DAYS = 5 * 365;
/** Share of videos published in the last month, so trending (views per day of recent videos) has candidates. */
const RECENT_SHARE = 0.1;
const RECENT_SPAN_DAYS = 30;
/** Share of videos from a channel that is none of the theme's labels (they only show in the general rows). */
const UNLABELLED_SHARE = 0.1;
/** Share of videos without statistics (the server derives their views). */
const WITHOUT_STATISTICS_SHARE = 0.1;
/** Each rare word is used by about this many videos: a rare search has a handful of matches. */
const VIDEOS_PER_RARE_WORD = 3;

/** Words most titles or descriptions hold: a search for one of them matches a large share of a theme. */
export const COMMON_WORDS = ['official', 'live', 'video', 'session', 'night', 'music', 'tour', 'new'] as const;

const TITLE_WORDS = [
  'fire', 'shadow', 'river', 'storm', 'heart', 'iron', 'ghost', 'summer', 'winter', 'dance', 'road', 'light', 'dream',
  'stone', 'wild', 'silver', 'black', 'golden', 'last', 'first', 'burning', 'electric', 'lost', 'city', 'ocean', 'mountain',
];
const KINDS = ['Official Video', 'Live', 'Lyric Video', 'Live Session', 'Full Show', 'Interview', 'Behind the Scenes', 'Music Video'];
const VENUES = ['Wacken', 'Paris', 'Montreux', 'Chamonix', 'Madrid', 'Berlin', 'Lausanne', 'Mexico City', 'London'];
const SYLLABLES = ['ka', 'zor', 'vel', 'quin', 'dra', 'mo', 'thu', 'rix', 'pel', 'sa', 'gor', 'nym', 'bri', 'lo', 'xan', 'fe'];
const FILLER_LETTERS = 'bcdfghjkmnpqrstvwxz';
/** The channel of the videos that belong to none of the theme's labels. */
export const UNLABELLED_CHANNEL = 'independent-channel';

/**
 * A made-up word that no other generated text contains (three or more syllables, so it never
 * equals a common or title word): the rare search terms. Different indexes give different words.
 */
export function rareWord(index: number): string {
  let word = '';
  let rest = index;
  for (let syllable = 0; syllable < 3 || rest > 0; syllable += 1) {
    word += SYLLABLES[rest % SYLLABLES.length];
    rest = Math.floor(rest / SYLLABLES.length);
  }
  return word;
}

export function rareWordCount(videoCount: number): number {
  return Math.max(1, Math.ceil(videoCount / VIDEOS_PER_RARE_WORD));
}

/**
 * `count` videos in the import shape, spread evenly over the nine themes and over each theme's
 * labels, with titles and descriptions made of common words, ordinary words and one rare word.
 * The same (count, seed, now) always gives the same videos. With `descriptionChars`, each
 * description is lengthened to at least that many characters (fillDescription); the videos are
 * otherwise the same.
 */
export function generateVideos(count: number, seed: number, now: Date, { descriptionChars = 0 } = {}): ImportItem[] {
  const random = seededRandom(seed);
  // A stream of its own, so that a filler leaves the videos drawn from `random` as they were.
  const fillerRandom = seededRandom(seed + 1);
  const rareWords = rareWordCount(count);
  const items: ImportItem[] = [];
  for (let index = 0; index < count; index += 1) {
    const item = generateVideo(index, random, rareWord(random.below(rareWords)), now.getTime());
    item.metadata.description = fillDescription(item.metadata.description, descriptionChars, fillerRandom);
    items.push(item);
  }
  return items;
}

/**
 * `description` with a last line of credit-like tokens (a letter and digits: "k4821 m17 …") up to
 * `chars` characters. Real descriptions run to 1–2 KB (the channel feed under
 * ../shared/fixtures/youtube/ has 743–1,920 characters); the generated lines alone ~160. No token
 * holds two letters in a row, so no search term matches more videos than before.
 */
function fillDescription(description: string, chars: number, random: SeededRandom): string {
  const tokens: string[] = [];
  // Each token comes after a separator: the line break before the first, a space before the others.
  for (let length = description.length; length < chars; ) {
    const token = `${FILLER_LETTERS[random.below(FILLER_LETTERS.length)]}${random.below(10_000)}`;
    tokens.push(token);
    length += 1 + token.length;
  }
  return tokens.length === 0 ? description : `${description}\n${tokens.join(' ')}`;
}

function generateVideo(index: number, random: SeededRandom, rare: string, nowMs: number): ImportItem {
  const themeId = THEME_IDS[index % THEME_IDS.length] as (typeof THEME_IDS)[number];
  const labels = THEMES[themeId].labels;
  const label = labels.length === 0 || random.next() < UNLABELLED_SHARE ? undefined : random.pick(labels);
  const channel = label?.label ?? UNLABELLED_CHANNEL;
  const artist = `${capitalise(random.pick(TITLE_WORDS))} ${capitalise(random.pick(TITLE_WORDS))}`;
  const title = `${artist} - ${capitalise(random.pick(TITLE_WORDS))} ${capitalise(random.pick(TITLE_WORDS))} (${random.pick(KINDS)})`;
  // Lines, as YouTube's descriptions have them (the page turns each break into <br>), and a link.
  const description = [
    `${capitalise(random.pick(COMMON_WORDS))} ${random.pick(COMMON_WORDS)} of ${artist}, recorded in ${random.pick(VENUES)}.`,
    `The ${random.pick(TITLE_WORDS)} ${random.pick(COMMON_WORDS)} with ${rare} and the ${random.pick(TITLE_WORDS)} band.`,
    `<a href="https://example.org/${channel}">${random.pick(COMMON_WORDS)} dates</a>`,
  ].join('\n');
  const isRecent = random.next() < RECENT_SHARE;
  const publishedMs = nowMs - Math.floor(random.next() * (isRecent ? RECENT_SPAN_DAYS : PUBLISHED_SPAN_DAYS) * DAY_MS);
  const createdMs = publishedMs + Math.floor(random.next() * 3 * DAY_MS);
  const pathseo = `${slugify(title)}-${index}`;
  const videoId = `b${index.toString(36).padStart(10, '0')}`;
  const video: ImportItem = {
    t: THEME_CODES[themeId],
    _id: `bench-${index}`,
    pathseo,
    parsed: true,
    created: new Date(Math.min(createdMs, nowMs)).toISOString(),
    updated: new Date(Math.min(createdMs, nowMs)).toISOString(),
    metadata: {
      title,
      description,
      publishedAt: new Date(publishedMs).toISOString(),
      channelTitle: label?.title ?? 'Independent Channel',
      username: channel,
      videoId,
      titleSeo: pathseo,
      genre: ['Music'],
      snippet: { thumbnails: { high: { url: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`, width: 480, height: 360 } } },
    },
  };
  if (random.next() >= WITHOUT_STATISTICS_SHARE) {
    // Views spread over orders of magnitude, as on YouTube.
    const viewCount = Math.floor(10 ** (2 + random.next() * 5));
    video.metadata.statistics = { viewCount, likeCount: Math.floor(viewCount / 50) };
  }
  return video;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
