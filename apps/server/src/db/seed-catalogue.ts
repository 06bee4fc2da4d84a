import type { ApiVideo } from '@vitrine/catalog/api-schemas';
import { THEME_CODES, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { toVideoRow } from './video-row.ts';
import type { VideosRepository } from './videos-repository.ts';

/** One video of one theme, as the demo catalogue (src/demo) builds it. */
export interface CatalogueEntry {
  theme: ThemeId;
  video: ApiVideo;
}

/**
 * Wipes the videos and inserts these, then tidies up as an import does (the planner's statistics:
 * without them, each slice of a 50,000-video sitemap sorted the whole theme); returns how many.
 * `isDemo` marks them as the demo catalogue, which `vitrine demo remove` deletes (PRODUCT §10.15);
 * nothing else sets it.
 */
export async function replaceCatalogue(repository: VideosRepository, entries: CatalogueEntry[], now = new Date(), { isDemo = false } = {}): Promise<number> {
  await repository.replaceAll(entries.map(({ theme, video }) => ({ ...toVideoRow(THEME_CODES[theme], video, now), isDemo })));
  await repository.tidyAfterBulkWrite();
  return entries.length;
}

/** First start: an empty catalogue gets the demo one. Returns how many were seeded (0 when not empty). */
export async function seedWhenEmpty(repository: VideosRepository, build: () => CatalogueEntry[]): Promise<number> {
  if ((await repository.countAll()) > 0) return 0;
  return replaceCatalogue(repository, build(), new Date(), { isDemo: true });
}
