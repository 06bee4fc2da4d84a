import { THEME_PORTS } from '@vitrine/catalog/themes/theme-ids';

/**
 * The channel the e2e server's catalogue gets through the operator's CLI before it starts
 * (support/sync-fake-channel.ts): `channels add` with a label, `sync` from a local fake YouTube,
 * then `sync --backfill` for the durations (PRODUCT §10.15). On the Wild Peaks theme, which no
 * other spec reads row by row.
 */
export const SYNCED_CHANNEL = {
  themeId: 'wildpeaks',
  port: THEME_PORTS.wildpeaks,
  /** A label identifier of the theme, and the title of its row. */
  label: 'TrailShowTV',
  rowTitle: 'Trail Show',
  channelId: 'UCe2eSyncedTrailChannel0',
  channelTitle: 'E2E Synced Trail Channel',
  /** What the fake Data API gives every video (PT4M13S), as the UI shows it. */
  runtime: '4:13',
} as const;

export const SYNCED_VIDEO_COUNT = 15;

/** The feed's videos, newest first: eleven-character ids, one day apart. */
export const SYNCED_VIDEOS = Array.from({ length: SYNCED_VIDEO_COUNT }, (_, i) => ({
  videoId: `e2eSync${String(i + 1).padStart(4, '0')}`,
  title: `Synced trail stage ${i + 1}`,
  description: `Stage ${i + 1} of the synced channel.`,
  publishedAt: new Date(Date.UTC(2026, 9, 30 - i, 12)).toISOString(),
  views: 1_000 * (i + 1),
  likes: 10 * (i + 1),
}));
