// A catalogue made of a real channel's feed, to measure pages as a real channel's look
// (docs/PERFORMANCE.md, "Real thumbnails"): `node --conditions=@vitrine/source --import tsx
// bench/channel-catalogue.ts <feed.xml> <out-dir>` writes <out-dir>/videos.json (rock videos
// whose titles and descriptions are the feed's, in turn) and <out-dir>/images/thumbs/, stand-in
// JPEGs in YouTube's five thumbnail sizes (the 4:3 ones letterboxed, as YouTube's are), the
// videos' thumbnails as paths in the images folder (PRODUCT §5.5), since YouTube's image hosts
// may be out of reach. Then:
// `BENCH_PAGE_IMPORT=<out-dir>/videos.json BENCH_PAGE_IMAGES=<out-dir>/images npm run bench:page`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { slugify } from '@vitrine/catalog/slug';
import { THEME_CODES } from '@vitrine/catalog/themes/theme-ids';
import { THEMES } from '@vitrine/catalog/themes/themes';
import { descriptionHtml } from '../apps/server/src/sync/description-html.ts';
import { THUMBNAIL_FILES } from '../apps/server/src/sync/feed-video.ts';
import { readFeed } from '../apps/server/src/youtube/feed-reader.ts';
import type { ImportItem } from './video-generator.ts';

/** Enough for every row of the first screen and a few pages more. */
const VIDEO_COUNT = 120;
const HOUR_MS = 3_600_000;
const THUMBNAILS = Object.entries(THUMBNAIL_FILES);
/** A photograph-like noise at this quality: 122 KB at 1280 × 720, near what YouTube's JPEGs are expected to weigh (not reachable here to check). */
const JPEG_QUALITY = 85;

const [feedFile, outDir] = process.argv.slice(2);
if (feedFile === undefined || outDir === undefined) throw new Error('usage: channel-catalogue.ts <feed.xml> <out-dir>');
const { entries } = readFeed(readFileSync(feedFile, 'utf8'));
if (entries.length === 0) throw new Error(`${feedFile} has no video`);
const thumbsDir = join(outDir, 'images', 'thumbs');
mkdirSync(thumbsDir, { recursive: true });

entries.forEach((_entry, index) => {
  const picture = join(outDir, `picture-${index}.jpg`);
  try {
    execFileSync('convert', ['-size', '640x360', '-seed', String(index), 'plasma:fractal', '-resize', '1280x720!', '-quality', String(JPEG_QUALITY), picture]);
    for (const [, { name, width, height }] of THUMBNAILS) {
      // YouTube's 4:3 sizes hold a 16:9 video between black bars above and below; so do these.
      const pictureHeight = Math.round((width * 9) / 16);
      execFileSync('convert', [picture, '-resize', `${width}x${pictureHeight}!`, '-background', 'black', '-gravity', 'center', '-extent', `${width}x${height}`, '-quality', String(JPEG_QUALITY), join(thumbsDir, `${index}-${name}.jpg`)]);
    }
  } catch (error) {
    throw new Error(`ImageMagick's convert made no thumbnail (apt-get install -y imagemagick): ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    rmSync(picture, { force: true });
  }
});

const labels = THEMES.rock.labels;
const now = Date.now();
const items: ImportItem[] = Array.from({ length: VIDEO_COUNT }, (_unused, index) => {
  const entryIndex = index % entries.length;
  const entry = entries[entryIndex]!;
  const label = labels[index % labels.length]!;
  const created = new Date(now - index * 7 * HOUR_MS).toISOString();
  const pathseo = `${slugify(entry.title)}-${index}`;
  const thumbnails = Object.fromEntries(THUMBNAILS.map(([size, { name, width, height }]) => [size, { url: `thumbs/${entryIndex}-${name}.jpg`, width, height }]));
  return {
    t: THEME_CODES.rock,
    _id: `channel-${index}`,
    pathseo,
    parsed: true,
    created,
    updated: created,
    metadata: {
      title: entry.title,
      description: descriptionHtml(entry.description),
      publishedAt: new Date(entry.publishedAt.getTime() - index * 24 * HOUR_MS).toISOString(),
      channelTitle: label.title,
      username: label.label,
      videoId: `ch${String(index).padStart(9, '0')}`,
      titleSeo: pathseo,
      genre: ['Music'],
      snippet: { thumbnails },
      statistics: { viewCount: (entry.views ?? 1_000) * (1 + (index % 7)), likeCount: entry.likes ?? 0 },
    },
  };
});
writeFileSync(join(outDir, 'videos.json'), JSON.stringify(items));
console.log(`${items.length} videos from ${entries.length} feed entries in ${join(outDir, 'videos.json')}; thumbnails in ${thumbsDir}`);
