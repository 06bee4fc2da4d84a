import { writeFileSync } from 'node:fs';
import { generateVideos } from '../src/demo/generate-videos.ts';

/**
 * Writes an import file of generated videos (src/demo/generate-videos.ts), e.g. to time the
 * import: `node --conditions=@vitrine/source --import tsx scripts/generate-videos-file.ts 100000 /tmp/videos.json`.
 */
const [countArgument, file, seed = 'bench'] = process.argv.slice(2);
const count = Number(countArgument);
if (!Number.isInteger(count) || count < 1 || file === undefined) {
  console.error('usage: generate-videos-file.ts <count> <file.json> [seed]');
  process.exit(2);
}
writeFileSync(file, JSON.stringify(generateVideos(count, seed)));
console.log(`${file}: ${count} videos`);
