import type { VideoSourceRow } from '../db/schema.ts';
import { backfillSource } from '../sync/backfill-source.ts';
import { createSyncProgress } from '../sync/sync-progress.ts';
import type { CliContext } from './cli-command.ts';

/** `sync --backfill`: every named source's whole back catalogue, through the Data API (PRODUCT §10.15). */
export async function runBackfill({ db, config, print }: CliContext, sources: readonly VideoSourceRow[]): Promise<number> {
  const apiKey = config.youtube.apiKey;
  if (apiKey === undefined) throw new Error('backfill needs YOUTUBE_API_KEY');
  let isStopped = false;
  for (const source of sources) {
    const name = `#${source.id} ${source.themeCode}${source.label === '' ? '' : `/${source.label}`}`;
    let onProgress: ((done: number, total: number) => void) | undefined;
    const progress = createSyncProgress(print);
    const outcome = await backfillSource(db, source, {
      baseUrl: config.youtube.apiBaseUrl,
      apiKey,
      onTotal: (videoCount, quotaUnits) => {
        print(`${name}: ${videoCount} videos to backfill, about ${quotaUnits} quota units`);
        onProgress = progress.start(name);
      },
      onPage: (done, total) => onProgress?.(done, total),
    });
    progress.stop();
    print(
      `${name}: backfill ${outcome.inserted} inserted, ${outcome.updated} updated, ${outcome.unchanged} unchanged over ${outcome.pages} pages, ${outcome.quotaUnitsUsed} quota units used` +
        (outcome.stoppedBecause === undefined ? '' : `; stopped: ${outcome.stoppedBecause} (what it had is kept)`),
    );
    if (outcome.stoppedBecause !== undefined) {
      isStopped = true;
      break;
    }
  }
  return isStopped ? 1 : 0;
}
