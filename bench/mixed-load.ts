// `npm run bench:mixed`: cached answers while uncached work runs on the same server. The built
// server on a catalogue of `npm run bench` (PGlite, then a throwaway PostgreSQL with
// `--postgres`) answers one cached `/api/blogs` row alone, then the same row while two more
// connections ask uncached common-word searches: on one core, what a visitor of a cached page
// waits for while others search. Figures: docs/PERFORMANCE.md. Information, not a test.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchRequests, type BenchRequest } from './bench-requests.ts';
import { indexCatalogue } from './catalogue-index.ts';
import { cleanUpOnSignal } from './cleanup-on-signal.ts';
import { pinProcess, planCpus } from './cpu-pinning.ts';
import { CONNECTIONS, measure, type Measurement } from './measure.ts';
import { generateVideos } from './video-generator.ts';
import { BENCH_API_KEY, createDatabase, importWithCli, startVitrine, type DatabaseKind } from './vitrine-target.ts';

const DEFAULT_VIDEOS = 100_000;
const DEFAULT_DURATION_S = 10;
/** The bench's own seed (run.ts): the same catalogue. */
const CATALOGUE_SEED = 9;
/** Connections asking uncached searches meanwhile: a few visitors searching. */
const SEARCH_CONNECTIONS = 2;
const CACHED_PATH = '/api/blogs views desc';
const SEARCH_PATH = '/api/blogs common-word search';
const REQUEST_HEADERS = { 'x-api-key': BENCH_API_KEY, 'accept-encoding': 'gzip, deflate, br' };

const videoCount = Number(process.env['BENCH_VIDEOS'] ?? DEFAULT_VIDEOS);
const durationS = Number(process.env['BENCH_DURATION_S'] ?? DEFAULT_DURATION_S);
const kinds: DatabaseKind[] = process.argv.includes('--postgres') ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
const plan = planCpus();
pinProcess(plan, process.pid, plan.loadCore);

const format = ({ requestsPerSecond, p50Ms, p99Ms, failures }: Measurement) =>
  `${Math.round(requestsPerSecond)} req/s, p50 ${p50Ms} ms, p99 ${p99Ms} ms${failures > 0 ? `, ${failures} failed` : ''}`;

function requestOf(requests: readonly BenchRequest[], path: string, variant: BenchRequest['variant']): BenchRequest {
  const request = requests.find((candidate) => candidate.path === path && candidate.variant === variant);
  if (request === undefined) throw new Error(`no ${variant} request ${path}`);
  return request;
}

const workDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-mixed-'));
cleanUpOnSignal(() => rmSync(workDir, { recursive: true, force: true }));
try {
  const items = generateVideos(videoCount, CATALOGUE_SEED, new Date());
  const importFile = join(workDir, 'videos.json');
  writeFileSync(importFile, JSON.stringify(items));
  const requests = benchRequests(indexCatalogue(items));
  const cached = requestOf(requests, CACHED_PATH, 'cached');
  const search = requestOf(requests, SEARCH_PATH, 'uncached');
  console.log(`${videoCount} videos, ${durationS} s per measurement; ${plan.description}`);
  for (const kind of kinds) {
    const database = await createDatabase(plan, kind);
    const server = await importWithCli(plan, database, importFile).then(() => startVitrine(plan, database));
    const interrupted = cleanUpOnSignal(server.stop);
    try {
      let searched = 0;
      const searches = (seconds: number) =>
        autocannon({ url: server.baseUrl, connections: SEARCH_CONNECTIONS, duration: seconds, headers: REQUEST_HEADERS, requests: [{ setupRequest: (request) => ({ ...request, path: search.vitrineUrl(searched++) }) }] });
      // Warm-up: the search path compiled and the database's pages read, the cached row in the cache.
      await searches(1);
      await server.drain();
      const alone = await measure(server.baseUrl, cached.vitrineUrl, durationS, REQUEST_HEADERS);
      await server.drain();
      const [during, searchResult] = await Promise.all([measure(server.baseUrl, cached.vitrineUrl, durationS, REQUEST_HEADERS), searches(durationS)]);
      const ratio = during.requestsPerSecond / alone.requestsPerSecond;
      console.log(`${kind}: ${CACHED_PATH} (cached, ${CONNECTIONS} connections) alone: ${format(alone)}`);
      console.log(`${kind}: the same while ${SEARCH_CONNECTIONS} connections search uncached: ${format(during)} (${ratio.toFixed(2)}× alone)`);
      console.log(`${kind}: those searches: ${Math.round(searchResult.requests.average)} req/s, p50 ${searchResult.latency.p50} ms, p99 ${searchResult.latency.p99} ms`);
    } finally {
      await server.stop();
      interrupted.release();
      await database.dispose();
    }
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
