import { generateVideos } from '../src/demo/generate-videos.ts';
import { openDatabase } from '../src/db/client.ts';
import { explain, queryShapes, shapeSubjects } from '../src/db/query-shapes.ts';
import { toVideoRow } from '../src/db/video-row.ts';
import { createVideosRepository } from '../src/db/videos-repository.ts';
import { startThrowawayPostgres } from '../src/test/postgres-cluster.ts';

/**
 * Prints `EXPLAIN (ANALYZE, BUFFERS)` of every statement shape the API runs (query-shapes.ts)
 * on 100k generated videos in a throwaway PostgreSQL (or in-memory PGlite with --pglite), as
 * Markdown for docs/PERFORMANCE.md:
 *   node --conditions=@vitrine/source --import tsx scripts/explain-plans.ts [--pglite] [count]
 */
const isPglite = process.argv.includes('--pglite');
const count = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 100_000);
const BATCH = 1_000;

const postgres = isPglite ? undefined : await startThrowawayPostgres();
const { db, close } = await openDatabase({ databaseUrl: postgres?.url, pgliteDir: 'memory://' });
try {
  const repository = createVideosRepository(db);
  const videos = generateVideos(count, 'plans');
  const now = new Date();
  for (let i = 0; i < videos.length; i += BATCH) await repository.upsertMany(videos.slice(i, i + BATCH).map((video) => toVideoRow(video.t, video, now)));
  await repository.tidyAfterBulkWrite();
  const subjects = shapeSubjects(videos);
  console.log(`${count.toLocaleString('en')} videos of one theme on ${isPglite ? 'PGlite' : 'PostgreSQL'}; pages of 8 at offset 16.\n`);
  for (const shape of queryShapes(db, subjects)) {
    // Once to warm the cache, as a server that has been answering would be.
    await explain(db, shape.query(), 'analyze');
    console.log(`#### ${shape.name}\n\n\`\`\`\n${await explain(db, shape.query(), 'analyze')}\n\`\`\`\n`);
  }
} finally {
  await close();
  await postgres?.stop();
}
