// `npm run bench:mixed`: cached answers while uncached work runs on the same server. The built
// server on a catalogue of `npm run bench` (PGlite, then a throwaway PostgreSQL with
// `--postgres`) answers one cached `/api/blogs` row alone, then the same row while two more
// connections ask uncached common-word searches: on one core, what a visitor of a cached page
// waits for while others search. Figures: docs/PERFORMANCE.md. Information, not a test.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchCatalogue, describeCatalogue, generateBenchCatalogue, integerSetting } from './bench-catalogue.ts';
import { benchRequests, type BenchRequest } from './bench-requests.ts';
import { indexCatalogue } from './catalogue-index.ts';
import { cleanUpOnSignal } from './cleanup-on-signal.ts';
import { pinProcess, planCpus } from './cpu-pinning.ts';
import { CONNECTIONS, measure, type Measurement } from './measure.ts';
import { BENCH_REQUEST_HEADERS, createDatabase, importWithCli, startVitrine, type DatabaseKind } from './vitrine-target.ts';

const DEFAULT_DURATION_S = 10;
/** Connections asking uncached searches meanwhile: a few visitors searching. */
const SEARCH_CONNECTIONS = 2;
const CACHED_PATH = '/api/blogs views desc';
const SEARCH_PATH = '/api/blogs common-word search';

const catalogue = benchCatalogue();
const durationS = integerSetting('BENCH_DURATION_S', DEFAULT_DURATION_S);
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
  const items = generateBenchCatalogue(catalogue);
  const importFile = join(workDir, 'videos.json');
  writeFileSync(importFile, JSON.stringify(items));
  const requests = benchRequests(indexCatalogue(items));
  const cached = requestOf(requests, CACHED_PATH, 'cached');
  const search = requestOf(requests, SEARCH_PATH, 'uncached');
  console.log(`${describeCatalogue(catalogue)}, ${durationS} s per measurement; ${plan.description}`);
  for (const kind of kinds) {
    const database = await createDatabase(plan, kind);
    const server = await importWithCli(plan, database, importFile).then(() => startVitrine(plan, database));
    const interrupted = cleanUpOnSignal(server.stop);
    try {
      const searching = { connections: SEARCH_CONNECTIONS };
      // Warm-up: the search path compiled and the database's pages read, on terms no measured request asks.
      await measure(server.baseUrl, search.warmUp?.vitrineUrl ?? search.vitrineUrl, 1, BENCH_REQUEST_HEADERS, searching);
      await server.drain();
      const alone = await measure(server.baseUrl, cached.vitrineUrl, durationS, BENCH_REQUEST_HEADERS);
      await server.drain();
      const [during, searches] = await Promise.all([
        measure(server.baseUrl, cached.vitrineUrl, durationS, BENCH_REQUEST_HEADERS),
        measure(server.baseUrl, search.vitrineUrl, durationS, BENCH_REQUEST_HEADERS, searching),
      ]);
      const ratio = during.requestsPerSecond / alone.requestsPerSecond;
      console.log(`${kind}: ${CACHED_PATH} (cached, ${CONNECTIONS} connections) alone: ${format(alone)}`);
      console.log(`${kind}: the same while ${SEARCH_CONNECTIONS} connections search uncached: ${format(during)} (${ratio.toFixed(2)}× alone)`);
      console.log(`${kind}: those searches: ${format(searches)}`);
    } finally {
      await server.stop();
      interrupted.release();
      await database.dispose();
    }
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
