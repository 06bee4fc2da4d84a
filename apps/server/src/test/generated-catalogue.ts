import type { OpenDatabase } from '../db/client.ts';
import { toVideoRow } from '../db/video-row.ts';
import { createVideosRepository, type VideosRepository } from '../db/videos-repository.ts';
import type { ImportItem } from '../demo/generate-videos.ts';
import type { StartTestDatabase } from './test-databases.ts';
import { openTestDatabase } from './test-pglite.ts';

/** Videos per statement, as an import writes them. */
const BATCH = 1_000;

/** A database holding `videos`, and what a suite reads it through; `close` also stops a database started for it. */
export interface GeneratedCatalogue {
  database: OpenDatabase;
  repository: VideosRepository;
  close: () => Promise<void>;
}

/**
 * A fresh database holding `videos`, written in batches. With `tidy`, vacuumed and analysed after,
 * as an import leaves it: the plans suites read the planner's statistics.
 */
export async function openGeneratedCatalogue(startDatabase: StartTestDatabase, videos: readonly ImportItem[], { tidy = false } = {}): Promise<GeneratedCatalogue> {
  const started = await startDatabase();
  let database: OpenDatabase | undefined;
  const close = async () => {
    await database?.close();
    await started.stop();
  };
  try {
    database = await openTestDatabase({ databaseUrl: started.databaseUrl });
    const repository = createVideosRepository(database.db);
    const now = new Date();
    for (let i = 0; i < videos.length; i += BATCH) await repository.upsertMany(videos.slice(i, i + BATCH).map((video) => toVideoRow(video.t, video, now)));
    if (tidy) await repository.tidyAfterBulkWrite();
    return { database, repository, close };
  } catch (error) {
    await close();
    throw error;
  }
}
