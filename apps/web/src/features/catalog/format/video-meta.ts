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

/**
 * One formatter per time zone, made once: `toLocaleDateString` with options builds a new one per
 * call, the costliest step of a server render's latest row.
 */
const dayMonthFormats = new Map<string | undefined, Intl.DateTimeFormat>();

/** Day/month date of the latest row's cards (PRODUCT §2.3), e.g. "07/03"; in the page's time zone unless one is named. */
export function dayMonth(video: UiVideo, timeZone?: string): string {
  const date = dateOf(video);
  if (!date) return '';
  let format = dayMonthFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', ...(timeZone && { timeZone }) });
    dayMonthFormats.set(timeZone, format);
  }
  return format.format(date);
}
