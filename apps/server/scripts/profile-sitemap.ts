import { createGzip } from 'node:zlib';
import { THEMES } from '@vitrine/catalog/themes/themes';
import { openDatabase } from '../src/db/client.ts';
import { toVideoRow } from '../src/db/video-row.ts';
import { createVideosRepository, type SitemapCursor, type SitemapVideo } from '../src/db/videos-repository.ts';
import { generateVideos } from '../src/demo/generate-videos.ts';
import { SITEMAP_BATCH_SIZE, sitemapFile } from '../src/routes/share/sitemap-routes.ts';
import { videoEntry } from '../src/routes/share/sitemap-xml.ts';

/**
 * Where a sitemap's build time goes (PRODUCT §12, docs/PERFORMANCE.md), in CPU seconds on
 * in-memory PGlite holding `count` generated videos: the reads, the XML and the gzip each timed
 * alone over every video, then files 1 and 2 as the route builds them.
 *   node --conditions=@vitrine/source --import tsx scripts/profile-sitemap.ts [count]
 */
const count = Number(process.argv[2] ?? 100_000);
const BATCH = 1_000;
const SITE = { shareBaseUrl: 'https://rock.example' } as Parameters<typeof videoEntry>[1];

const { db, close } = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
try {
  const repository = createVideosRepository(db);
  const items = generateVideos(count, 'sitemap');
  const now = new Date();
  for (let i = 0; i < items.length; i += BATCH) await repository.upsertMany(items.slice(i, i + BATCH).map((video) => toVideoRow(video.t, video, now)));
  await repository.tidyAfterBulkWrite();
  const themeCode = items[0]!.t;

  const cpuSeconds = async (run: () => Promise<void> | void) => {
    const start = process.cpuUsage();
    await run();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1e6;
  };
  const videos: SitemapVideo[] = [];
  const read = await cpuSeconds(async () => {
    let cursor: SitemapCursor = null;
    for (;;) {
      const batch = await repository.sitemapVideos(themeCode, cursor, SITEMAP_BATCH_SIZE);
      videos.push(...batch);
      const last = batch.at(-1);
      if (last === undefined || batch.length < SITEMAP_BATCH_SIZE) break;
      cursor = { afterCreatedAt: last.createdAtKey, afterId: last.id };
    }
  });
  let xml = '';
  const build = await cpuSeconds(() => {
    xml = videos.map((video) => videoEntry(THEMES.rock, SITE, video)).join('');
  });
  const gzip = await cpuSeconds(async () => {
    const stream = createGzip();
    stream.resume();
    const ended = new Promise((resolve) => stream.on('end', resolve));
    stream.end(xml);
    await ended;
  });
  for (const file of [1, 2]) {
    const wallStart = performance.now();
    const whole = await cpuSeconds(async () => void (await sitemapFile(repository, 'rock', SITE, [SITE.shareBaseUrl + '/'], file)));
    console.log(`file ${file} as served: ${whole.toFixed(2)} s CPU, ${((performance.now() - wallStart) / 1e3).toFixed(2)} s wall`);
  }
  console.log(`${videos.length} videos: read ${read.toFixed(2)} s, XML ${build.toFixed(2)} s, gzip ${gzip.toFixed(2)} s (CPU)`);
} finally {
  await close();
}
