import type { ApiVideo, Thumbnails } from '@vitrine/catalog/api-schemas';
import { genreName } from '@vitrine/catalog/genres';
import { slugify } from '@vitrine/catalog/slug';
import { THEME_IDS, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { getTheme } from '@vitrine/catalog/themes/themes';
import { brandEnContent } from './content/brand-en.ts';
import { brandFrContent } from './content/brand-fr.ts';
import { cultureFrContent } from './content/culture-fr.ts';
import { latinoContent } from './content/latino.ts';
import { rockContent } from './content/rock.ts';
import { spkombatContent } from './content/spkombat.ts';
import { sportContent } from './content/sport.ts';
import { standupContent } from './content/standup.ts';
import type { ThemeContent, VideoFormat } from './content/theme-content.ts';
import { wildpeaksContent } from './content/wildpeaks.ts';
import { templateFiller } from './fill-template.ts';
import { seededRandom, type SeededRandom } from './seeded-random.ts';

const CONTENT: Readonly<Record<ThemeId, ThemeContent>> = {
  rock: rockContent,
  latino: latinoContent,
  standup: standupContent,
  culture_fr: cultureFrContent,
  spkombat: spkombatContent,
  brand_fr: brandFrContent,
  brand_en: brandEnContent,
  sport: sportContent,
  wildpeaks: wildpeaksContent,
};

const MIN_VIDEOS_PER_LABEL = 4;
/** Themes with few labels (culture_fr has one) still get full rows. */
const MIN_VIDEOS_PER_THEME = 12;
const CREATOR_CHANNEL_VIDEOS = 8;
/** Ages of the videos that fill the 'Dernières vidéos publiées' row (PRODUCT §2.3, §9.1: the last 2 days). */
const RECENT_VIDEO_AGES_H = [3, 9, 20, 40] as const;
const OLDER_VIDEO_MIN_AGE_DAYS = 3;
const CATALOGUE_SPAN_DAYS = 730;
/** A video reaches its usual audience after about a month. */
const VIEWS_MATURITY_DAYS = 30;
const LIKE_RATE_MIN = 0.02;
const LIKE_RATE_MAX = 0.08;
/** Delay between publication on YouTube and import into the catalogue. */
const IMPORT_DELAY_MAX_H = 12;
/** About one description in four carries links and line breaks, like real uploads. */
const RICH_DESCRIPTION_EVERY = 4;
const TITLE_ATTEMPTS = 20;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const YOUTUBE_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
// An 11-character id holds 64 bits: its last character carries only 4 of its 6 bits.
const YOUTUBE_ID_LAST_CHARS = 'AEIMQUYcgkosw048';

const THUMBNAIL_SIZES = [
  ['maxres', 'maxresdefault', 1280, 720],
  ['standard', 'sddefault', 640, 480],
  ['high', 'hqdefault', 480, 360],
  ['medium', 'mqdefault', 320, 180],
  ['default', 'default', 120, 90],
] as const;

interface Channel {
  username: string;
  title: string;
  genreIds: readonly number[];
}

export interface DemoVideo {
  theme: ThemeId;
  video: ApiVideo;
}

/** Video ids and slugs already given in the whole catalogue, so none repeats. */
interface Taken {
  videoIds: Set<string>;
  pathseos: Set<string>;
}

/**
 * The catalogue seeded on first start: every label of every theme gets videos,
 * the personal brands get their creator's channel. Only the dates depend on `now`;
 * the same `now` gives the same catalogue.
 */
export function buildDemoCatalogue(now: Date): DemoVideo[] {
  const taken: Taken = { videoIds: new Set(), pathseos: new Set() };
  return THEME_IDS.flatMap((theme) => buildThemeVideos(theme, now, taken).map((video) => ({ theme, video })));
}

function themeChannels(theme: ThemeId, content: ThemeContent): Channel[] {
  const labels = getTheme(theme).labels;
  if (labels.length > 0) return labels.map((entry) => ({ username: entry.label, title: entry.title, genreIds: entry.genre_ids }));
  if (!content.channel) throw new Error(`Demo content of ${theme} needs a creator channel: the theme has no labels`);
  return [{ ...content.channel, genreIds: [] }];
}

function buildThemeVideos(theme: ThemeId, now: Date, taken: Taken): ApiVideo[] {
  const content = CONTENT[theme];
  const channels = themeChannels(theme, content);
  const perChannel =
    channels.length === 1 && content.channel
      ? CREATOR_CHANNEL_VIDEOS
      : Math.max(MIN_VIDEOS_PER_LABEL, Math.ceil(MIN_VIDEOS_PER_THEME / channels.length));
  const slots = channels.flatMap((channel) => Array.from({ length: perChannel }, (_, index) => ({ channel, index })));
  // Spread the recent videos over the channels rather than giving them all to the first one.
  const recentStep = Math.max(1, Math.floor(slots.length / RECENT_VIDEO_AGES_H.length));
  const titles = new Set<string>();

  return slots.map(({ channel, index }, position) => {
    const recentAgeH = position % recentStep === 0 ? RECENT_VIDEO_AGES_H[position / recentStep] : undefined;
    return buildVideo({
      theme,
      content,
      channel,
      number: position + 1,
      random: seededRandom(`${theme}/${channel.username}/${index}`),
      now,
      recentAgeH,
      titles,
      taken,
    });
  });
}

interface VideoRequest {
  theme: ThemeId;
  content: ThemeContent;
  channel: Channel;
  /** 1-based position in the theme. */
  number: number;
  random: SeededRandom;
  now: Date;
  recentAgeH: number | undefined;
  titles: Set<string>;
  taken: Taken;
}

function buildVideo({ theme, content, channel, number, random, now, recentAgeH, titles, taken }: VideoRequest): ApiVideo {
  const format = formatFor(content, channel);
  const ageMs =
    recentAgeH !== undefined
      ? recentAgeH * HOUR_MS
      : (OLDER_VIDEO_MIN_AGE_DAYS + random.next() * (CATALOGUE_SPAN_DAYS - OLDER_VIDEO_MIN_AGE_DAYS)) * DAY_MS;
  const publishedAt = new Date(now.getTime() - Math.round(ageMs));
  const created = new Date(Math.min(now.getTime(), publishedAt.getTime() + random.next() * IMPORT_DELAY_MAX_H * HOUR_MS));

  const { title, description: plain, fill } = uniqueTitle(content, format, channel, publishedAt, random, titles);
  const description =
    number % RICH_DESCRIPTION_EVERY === 2 ? `${plain}\n<br>\n${fill(random.pick(content.richDescriptions))}` : plain;

  const videoId = uniqueVideoId(`${theme}/${channel.username}/${number}`, taken.videoIds);
  const slug = uniqueSlug(slugify(title), taken.pathseos);
  const viewCount = views(content, random, ageMs);

  return {
    _id: `demo-${theme}-${number}`,
    pathseo: slug,
    parsed: true,
    created: created.toISOString(),
    updated: created.toISOString(),
    metadata: {
      title,
      description,
      publishedAt: publishedAt.toISOString(),
      channelTitle: channel.title,
      username: channel.username,
      videoId,
      titleSeo: slug,
      genre: channel.genreIds.map(genreName),
      snippet: { thumbnails: thumbnails(videoId) },
      statistics: { viewCount, likeCount: Math.round(viewCount * (LIKE_RATE_MIN + random.next() * (LIKE_RATE_MAX - LIKE_RATE_MIN))) },
    },
  };
}

function formatFor(content: ThemeContent, channel: Channel): VideoFormat {
  const format = content.formats.find(
    (candidate) =>
      (candidate.match === undefined && candidate.genreId === undefined) ||
      candidate.match?.test(`${channel.title} ${channel.username}`) ||
      (candidate.genreId !== undefined && candidate.genreId === channel.genreIds[0]),
  );
  if (!format) throw new Error(`No demo video format fits channel ${channel.username}`);
  return format;
}

/** Draws names and a title template until the title is new in the theme; the description goes with the title. */
function uniqueTitle(
  content: ThemeContent,
  format: VideoFormat,
  channel: Channel,
  publishedAt: Date,
  random: SeededRandom,
  titles: Set<string>,
): { title: string; description: string; fill: (template: string) => string } {
  const names = (key: string): readonly string[] | undefined => format.names?.[key] ?? content.names[key];
  let attempt = 0;
  for (;;) {
    const artist = random.pick(names('artist') ?? content.names.artist);
    const fill = templateFiller(names, random, {
      artist,
      handle: slugify(artist).replaceAll('-', ''),
      channel: channel.title,
      username: channel.username,
      year: String(publishedAt.getUTCFullYear()),
    });
    const template = random.int(0, format.titles.length - 1);
    const title = fill(format.titles[template] ?? '');
    attempt += 1;
    if (!titles.has(title) || attempt >= TITLE_ATTEMPTS) {
      titles.add(title);
      const description = fill(format.descriptions[template % format.descriptions.length] ?? '');
      return { title, description, fill };
    }
  }
}

function uniqueSlug(slug: string, taken: Set<string>): string {
  let candidate = slug;
  for (let suffix = 2; taken.has(candidate); suffix += 1) candidate = `${slug}-${suffix}`;
  taken.add(candidate);
  return candidate;
}

/** A YouTube-shaped id (11 characters), derived from the seed so it is stable across seedings. */
function uniqueVideoId(seed: string, taken: Set<string>): string {
  for (let salt = 0; ; salt += 1) {
    const random = seededRandom(`${seed}#${salt}`);
    const body = Array.from({ length: 10 }, () => random.pick([...YOUTUBE_ID_ALPHABET])).join('');
    const id = body + random.pick([...YOUTUBE_ID_LAST_CHARS]);
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

function thumbnails(videoId: string): Thumbnails {
  return Object.fromEntries(
    THUMBNAIL_SIZES.map(([size, file, width, height]) => [size, { url: `https://i.ytimg.com/vi/${videoId}/${file}.jpg`, width, height }]),
  );
}

/** Log-uniform over the theme's range, scaled down while the video is young. */
function views(content: ThemeContent, random: SeededRandom, ageMs: number): number {
  const { min, max } = content.views;
  const mature = Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min)));
  return Math.round(mature * Math.min(1, ageMs / (VIEWS_MATURITY_DAYS * DAY_MS)));
}
