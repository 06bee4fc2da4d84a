// `npm run bench`: generates a catalogue, imports it with the CLI into PGlite and a throwaway
// PostgreSQL, and measures the built server on each against json-server 0.17 and a constant
// Fastify route (the ceiling), one server process at a time, on 127.0.0.1, bounded in time.
// It reports misses of the goals (issue 9) but never fails on them: timings are not tests.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchCatalogue, describeCatalogue, generateBenchCatalogue, integerSetting } from './bench-catalogue.ts';
import { benchRequests, type Variant } from './bench-requests.ts';
import { cleanUpOnSignal } from './cleanup-on-signal.ts';
import { CEILING, checkGoals, formatGoals, formatTable, JSON_SERVER, type BenchResults, type Target } from './bench-report.ts';
import { indexCatalogue } from './catalogue-index.ts';
import { fetchRawAnswer, startCeiling, startSameBytesCeiling } from './ceiling-target.ts';
import { pinProcess, planCpus } from './cpu-pinning.ts';
import { startJsonServer } from './json-server-target.ts';
import { CONNECTIONS, measure, type Measurement } from './measure.ts';
import { sampleRss } from './process-rss.ts';
import type { SpawnedServer } from './spawned-server.ts';
import { BENCH_REQUEST_HEADERS, createDatabase, formatImportTiming, importWithCli, startVitrine, type DatabaseKind } from './vitrine-target.ts';

const DEFAULT_DURATION_S = 5;
const DATABASES: readonly DatabaseKind[] = ['PGlite', 'PostgreSQL'];
const CEILING_PATH = 'constant JSON page';
/**
 * Seconds of each uncached kind's warm-up (BENCH_WARM_UP_S, 0 for none): a server that runs for
 * hours has its uncached path compiled and its database's pages in memory; measured cold, the
 * first uncached row also timed the JIT and the database's first reads.
 */
const DEFAULT_WARM_UP_S = 1;

interface PlannedRequest {
  path: string;
  variant: Variant;
  urlOf: (n: number) => string;
  /** URLs that do the same work as `urlOf`'s without answering any of them from a cache (bench-requests.ts). */
  warmUpUrlOf?: (n: number) => string;
  isPage?: true;
}

const catalogue = benchCatalogue();
const durationS = integerSetting('BENCH_DURATION_S', DEFAULT_DURATION_S);
const warmUpS = integerSetting('BENCH_WARM_UP_S', DEFAULT_WARM_UP_S, { allowZero: true });
const plan = planCpus();
pinProcess(plan, process.pid, plan.loadCore);
console.log(`${describeCatalogue(catalogue)}, ${durationS} s per measurement after ${warmUpS} s of warm-up per uncached kind, ${CONNECTIONS} connections, 127.0.0.1; ${plan.description}`);

const results: BenchResults = { rows: [], peakRssBytes: {}, importSeconds: {} };
const printReport = (): void => console.log(`\n${formatTable(results)}\n\n${formatGoals(checkGoals(results))}`);
// Interrupted (Ctrl-C), the run still prints what it measured, once everything is stopped.
cleanUpOnSignal(printReport);
const workDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
const removeWorkDir = () => rmSync(workDir, { recursive: true, force: true });
cleanUpOnSignal(removeWorkDir);
let hasFailed = false;

/**
 * Measures the ceiling, which runs for the whole run, and records it: each target is compared
 * with the ceiling measured just before it, as a shared machine's speed drifts during a run.
 */
async function measureCeiling(ceiling: SpawnedServer, before: Target): Promise<Measurement> {
  const measurement = await measure(ceiling.baseUrl, () => '/', durationS, BENCH_REQUEST_HEADERS, { serverPid: ceiling.pid });
  await ceiling.drain();
  results.rows.push({ target: CEILING, path: `${CEILING_PATH}, before ${before}`, variant: 'cached', measurement });
  console.log(`  ${CEILING} before ${before}: ${Math.round(measurement.requestsPerSecond)} req/s, p99 ${measurement.p99Ms} ms`);
  return measurement;
}

/**
 * A page's answer is several times an API page's bytes, and sending bytes has a cost of its own:
 * a constant route answering exactly what Vitrine sent for `url` (compressed as it was), measured
 * just before that page's row, tells that cost from Vitrine's.
 */
async function measureSameBytesCeiling(url: string, before: Target, path: string): Promise<Measurement> {
  const answer = await fetchRawAnswer(url, BENCH_REQUEST_HEADERS);
  const constant = await startSameBytesCeiling(plan, workDir, answer);
  try {
    const measurement = await measure(constant.baseUrl, () => '/', durationS, BENCH_REQUEST_HEADERS, { serverPid: constant.pid });
    results.rows.push({ target: CEILING, path: `constant ${path} page (${answer.body.length} B), before ${before}`, variant: 'cached', measurement });
    console.log(`  ${CEILING} with ${before}'s ${path} bytes: ${Math.round(measurement.requestsPerSecond)} req/s, p99 ${measurement.p99Ms} ms`);
    return measurement;
  } finally {
    await constant.stop();
  }
}

/** Starts one server, runs each request kind against it in turn, and records its rows (with the ceiling of the moment) and peak RSS. */
async function measureTarget(target: Target, start: () => Promise<SpawnedServer>, requests: readonly PlannedRequest[], ceilingServer: SpawnedServer): Promise<void> {
  const ceiling = await measureCeiling(ceilingServer, target);
  const server = await start();
  const interrupted = cleanUpOnSignal(server.stop);
  const rss = sampleRss(server.pid);
  try {
    // One request of each cached kind, and each uncached kind's warm-up, first: start-up costs
    // (JIT, cold database pages) land on no measurement, whichever comes first.
    for (const { variant, urlOf } of requests) if (variant === 'cached') await fetch(`${server.baseUrl}${urlOf(0)}`, { headers: BENCH_REQUEST_HEADERS });
    for (const { warmUpUrlOf } of requests) {
      if (warmUpUrlOf === undefined || warmUpS === 0) continue;
      await measure(server.baseUrl, warmUpUrlOf, warmUpS, BENCH_REQUEST_HEADERS);
      await server.drain();
    }
    for (const { path, variant, urlOf, isPage } of requests) {
      const sameBytesCeiling = isPage && variant === 'cached' ? await measureSameBytesCeiling(`${server.baseUrl}${urlOf(0)}`, target, path) : undefined;
      const measurement = await measure(server.baseUrl, urlOf, durationS, BENCH_REQUEST_HEADERS, { serverPid: server.pid });
      // Requests still in flight when autocannon stops would slow the next measurement down.
      await server.drain();
      results.rows.push({ target, path, variant, measurement, ceiling, ...(sameBytesCeiling === undefined ? {} : { sameBytesCeiling }) });
      const failed = measurement.failures > 0 ? `, ${measurement.failures} failed` : '';
      const p99 = measurement.completed === 0 ? `none answered within ${durationS} s` : `p99 ${measurement.p99Ms} ms`;
      console.log(`  ${target} ${path} (${variant}): ${Math.round(measurement.requestsPerSecond)} req/s, ${p99}${failed}`);
    }
  } finally {
    const { peakBytes } = rss.stop();
    if (peakBytes !== undefined) results.peakRssBytes[target] = peakBytes;
    await server.stop();
    interrupted.release();
  }
}

/** A target that cannot run is reported and skipped: the others still say something. */
async function attempt(what: string, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    hasFailed = true;
    console.error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function benchDatabase(kind: DatabaseKind, importFile: string, requests: readonly PlannedRequest[], ceilingServer: SpawnedServer): Promise<void> {
  const database = await createDatabase(plan, kind);
  const interrupted = cleanUpOnSignal(database.dispose);
  try {
    const timing = await importWithCli(plan, database, importFile);
    results.importSeconds[kind] = timing.seconds;
    console.log(formatImportTiming(kind, timing));
    await measureTarget(kind, () => startVitrine(plan, database), requests, ceilingServer);
  } finally {
    await database.dispose();
    interrupted.release();
  }
}

try {
  const generatedMs = performance.now();
  const items = generateBenchCatalogue(catalogue);
  const importFile = join(workDir, 'videos.json');
  writeFileSync(importFile, JSON.stringify(items));
  const requests = benchRequests(indexCatalogue(items));
  console.log(`generated ${items.length} videos in ${((performance.now() - generatedMs) / 1000).toFixed(1)} s`);

  const ceilingServer = await startCeiling(plan, items, workDir);
  const ceilingInterrupted = cleanUpOnSignal(ceilingServer.stop);
  const ceilingRss = sampleRss(ceilingServer.pid);
  try {
    const jsonServerRequests = requests.flatMap(({ path, variant, jsonServerUrl, warmUp }) =>
      jsonServerUrl === undefined ? [] : [{ path, variant, urlOf: jsonServerUrl, ...(warmUp?.jsonServerUrl && { warmUpUrlOf: warmUp.jsonServerUrl }) }],
    );
    await attempt('json-server', () => measureTarget(JSON_SERVER, () => startJsonServer(plan, items, workDir), jsonServerRequests, ceilingServer));
    const vitrineRequests = requests.map(({ path, variant, vitrineUrl, warmUp, isPage }) => ({
      path,
      variant,
      urlOf: vitrineUrl,
      ...(warmUp && { warmUpUrlOf: warmUp.vitrineUrl }),
      ...(isPage ? { isPage } : {}),
    }));
    for (const kind of DATABASES) await attempt(kind, () => benchDatabase(kind, importFile, vitrineRequests, ceilingServer));
  } finally {
    const { peakBytes } = ceilingRss.stop();
    if (peakBytes !== undefined) results.peakRssBytes[CEILING] = peakBytes;
    await ceilingServer.stop();
    ceilingInterrupted.release();
  }
} finally {
  removeWorkDir();
}

printReport();
// A miss is information; only a target that could not run at all fails the command.
if (hasFailed) process.exitCode = 1;
