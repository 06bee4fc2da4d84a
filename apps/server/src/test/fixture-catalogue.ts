import type { ApiVideo } from '@vitrine/catalog/api-schemas';
import { THEME, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import type { CatalogueEntry } from '../db/seed-catalogue.ts';

const DAY_MS = 86_400_000;
export const FIXTURE_LABELS = { METAL: 'metal-blade', NUCLEAR: 'nuclear-blast' } as const;
/** Plain rock videos besides the named ones below. */
const FILLER_COUNT = 16;

interface VideoSpec {
  id: string;
  title: string;
  label?: string;
  description?: string;
  publishedDaysAgo: number;
  createdDaysAgo: number;
  views?: number;
}

export function fixtureVideo(spec: VideoSpec, now: Date): ApiVideo {
  const pathseo = spec.id.replace(/^v-/, '');
  const label = spec.label ?? FIXTURE_LABELS.METAL;
  const video: ApiVideo = {
    _id: spec.id,
    pathseo,
    parsed: true,
    created: new Date(now.getTime() - spec.createdDaysAgo * DAY_MS).toISOString(),
    updated: new Date(now.getTime() - spec.createdDaysAgo * DAY_MS).toISOString(),
    metadata: {
      title: spec.title,
      description: spec.description ?? `Official video of ${spec.title}.<br><a href="https://example.org">Tour dates</a>`,
      publishedAt: new Date(now.getTime() - spec.publishedDaysAgo * DAY_MS).toISOString(),
      channelTitle: label === FIXTURE_LABELS.METAL ? 'Metal Blade Records' : 'Nuclear Blast Records',
      username: label,
      videoId: spec.id.padEnd(11, 'x').slice(0, 11),
      titleSeo: pathseo,
      genre: ['Metal'],
      snippet: { thumbnails: { high: { url: `https://i.ytimg.com/vi/${pathseo}/hqdefault.jpg` } } },
    },
  };
  if (spec.views !== undefined) video.metadata.statistics = { viewCount: spec.views, likeCount: Math.round(spec.views / 10) };
  return video;
}

/** The named videos each test talks about; `decoy` ones would match if %, _ or \ were wildcards. */
export const NAMED = {
  trendingFirst: { id: 'v-fresh-single', title: 'Fresh Single', publishedDaysAgo: 1, createdDaysAgo: 1, views: 10_000 },
  trendingSecond: { id: 'v-ten-days', title: 'Ten Days Anthem', publishedDaysAgo: 10, createdDaysAgo: 10, views: 50_000 },
  mostViewed: { id: 'v-old-classic', title: 'Old Classic', publishedDaysAgo: 400, createdDaysAgo: 400, views: 10_000_000 },
  percent: { id: 'v-percent', title: 'Live at 100% volume', publishedDaysAgo: 30, createdDaysAgo: 30, views: 100 },
  percentDecoy: { id: 'v-percent-decoy', title: 'Live at 1000 volume', publishedDaysAgo: 31, createdDaysAgo: 31, views: 100 },
  underscore: { id: 'v-underscore', title: 'snake_case riff', publishedDaysAgo: 32, createdDaysAgo: 32 },
  underscoreDecoy: { id: 'v-underscore-decoy', title: 'snakeXcase riff', publishedDaysAgo: 33, createdDaysAgo: 33 },
  backslash: { id: 'v-backslash', title: 'Back\\slash tales', publishedDaysAgo: 34, createdDaysAgo: 34 },
  backslashDecoy: { id: 'v-backslash-decoy', title: 'Backslash tales', publishedDaysAgo: 35, createdDaysAgo: 35 },
  inDescription: {
    id: 'v-festival',
    title: 'Summer Festival Recap',
    label: FIXTURE_LABELS.NUCLEAR,
    description: 'Filmed at Wacken Open Air.',
    publishedDaysAgo: 40,
    createdDaysAgo: 40,
  },
} satisfies Record<string, VideoSpec>;

export const LATINO_PATHSEO_SHARED_WITH_ROCK = 'fresh-single';
/**
 * Imported videos may have a titleSeo other than their pathseo (Play pushes `/{titleSeo}`):
 * salsa is reached by both, and bachata's titleSeo is salsa's pathseo (the pathseo wins).
 */
export const LATINO_SLUGS = {
  salsa: { id: 'v-latino-salsa', pathseo: 'latino-salsa', titleSeo: 'salsa-nights-official-video' },
  bachata: { id: 'v-latino-bachata', pathseo: 'latino-bachata', titleSeo: 'latino-salsa' },
} as const;

/** Rock: 26 videos on two labels (named + fillers, one with no view count); latino: 3, one sharing a rock pathseo, two with a titleSeo of their own. */
export function buildFixtureCatalogue(now: Date): CatalogueEntry[] {
  const rock: VideoSpec[] = [...Object.values(NAMED)];
  for (let i = 0; i < FILLER_COUNT; i += 1) {
    rock.push({
      id: `v-filler-${String(i).padStart(2, '0')}`,
      title: `Filler Track ${i}`,
      label: i % 2 === 0 ? FIXTURE_LABELS.METAL : FIXTURE_LABELS.NUCLEAR,
      publishedDaysAgo: 100 + i,
      createdDaysAgo: 100 + i,
      ...(i > 0 && { views: 1_000 + i }),
    });
  }
  const latino: VideoSpec[] = [
    { id: 'v-latino-fresh-single', title: 'Fresh Single (Latino)', label: 'latino-label', publishedDaysAgo: 2, createdDaysAgo: 2, views: 5 },
    { id: 'v-latino-salsa', title: 'Salsa Nights', label: 'latino-label', publishedDaysAgo: 3, createdDaysAgo: 3 },
    { id: 'v-latino-bachata', title: 'Bachata Sunset', label: 'latino-label', publishedDaysAgo: 4, createdDaysAgo: 4 },
  ];
  const entries = (theme: ThemeId, specs: VideoSpec[]) => specs.map((spec) => ({ theme, video: fixtureVideo(spec, now) }));
  const all = [...entries(THEME.ROCK, rock), ...entries(THEME.LATINO, latino)];
  const shared = all.find((e) => e.video._id === 'v-latino-fresh-single');
  if (shared !== undefined) shared.video.pathseo = LATINO_PATHSEO_SHARED_WITH_ROCK;
  for (const slugs of Object.values(LATINO_SLUGS)) {
    const entry = all.find((e) => e.video._id === slugs.id);
    if (entry !== undefined) entry.video.metadata.titleSeo = slugs.titleSeo;
  }
  return all;
}

export const FIXTURE_ROCK_COUNT = Object.keys(NAMED).length + FILLER_COUNT;
