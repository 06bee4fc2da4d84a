import type { UiVideo } from '@vitrine/catalog/ui-video';
import type { LabelEntry } from '@vitrine/catalog/themes/theme-config';

/** The channel name a card prints: the theme's label title, else the video's channel. */
export function channelNameOf(video: UiVideo, labels: readonly LabelEntry[]): string {
  const entry = labels.find((label) => label.label === video.username || label.label === video.label);
  return entry?.title ?? (video.channelTitle || video.artist);
}

function dateOf(video: UiVideo): Date | null {
  const text = video.publishedAt || video.release_date || video.first_air_date;
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function videoYear(video: UiVideo): string {
  return dateOf(video)?.getUTCFullYear().toString() ?? '';
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Day/month date of the latest row's cards (PRODUCT §2.3), e.g. "07/03", as fr-FR writes it: in
 * UTC (the server's render, and the hydration that must match it) or in the page's time zone.
 * Written from the date's fields: a browser's first Intl.DateTimeFormat loads its locale data,
 * ~16 ms of the hydration in Chromium here and ~60 ms on a 4× slower phone (docs/PERFORMANCE.md).
 */
export function dayMonth(video: UiVideo, zone: 'UTC' | 'local'): string {
  const date = dateOf(video);
  if (!date) return '';
  return zone === 'UTC' ? `${twoDigits(date.getUTCDate())}/${twoDigits(date.getUTCMonth() + 1)}` : `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}`;
}
