import type { UiVideo } from '@vitrine/catalog/ui-video';

type Dated = Pick<UiVideo, 'id' | 'username' | 'publishedAt'>;

function publishedMs(video: Dated): number {
  return Date.parse(video.publishedAt);
}

/** Orders by publication date, then id, so videos published at the same instant still take turns. */
function isAfter(candidate: Dated, current: Dated): boolean {
  const difference = publishedMs(candidate) - publishedMs(current);
  return difference > 0 || (difference === 0 && candidate.id > current.id);
}

/**
 * What plays when `current` ends (PRODUCT §2.5): the video of the same label (username)
 * published right after it, or null when it is the label's latest. Candidates may repeat
 * (the same video sits in several rows) and may have unreadable dates (skipped).
 */
export function nextVideoOfLabel<T extends Dated>(current: Dated, candidates: readonly T[]): T | null {
  if (!current.username || Number.isNaN(publishedMs(current))) return null;
  let next: T | null = null;
  for (const candidate of candidates) {
    if (candidate.username !== current.username || candidate.id === current.id) continue;
    if (Number.isNaN(publishedMs(candidate)) || !isAfter(candidate, current)) continue;
    if (next === null || isAfter(next, candidate)) next = candidate;
  }
  return next;
}
