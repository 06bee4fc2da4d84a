// `npm run bench:page` (issue 9): Lighthouse's mobile run on the home page and a video page of the
// built server (its demo catalogue, or BENCH_PAGE_IMPORT's, in a fresh PGlite, a free port on
// 127.0.0.1; BENCH_PAGE_IMAGES as its images folder), in the system Chromium (CHROME_PATH).
// Prints each page's median run: score, LCP, TBT, CLS and the JavaScript it transferred.
// Information, not a test: a missed goal never fails the command.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { cleanUpOnSignal } from './cleanup-on-signal.ts';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROME_PATH = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/** Lighthouse scores vary from run to run: each page runs this often and the median (by score) is shown. */
const RUNS = Number(process.env['BENCH_PAGE_RUNS'] ?? 3);
const API_KEY = 'bench-page-key-0123456789';
const READY_TIMEOUT_MS = 180_000;
const READY_POLL_MS = 250;
/** Where each run's whole Lighthouse report (JSON) is written, to see what a figure is made of; none by default. */
const REPORTS_DIR = process.env['BENCH_PAGE_REPORTS'];
/**
 * A catalogue to measure instead of the demo's, as `vitrine import` takes it: e.g. real channels'
 * videos, whose descriptions are longer than the demo's (docs/PERFORMANCE.md).
 */
const IMPORT_FILE = process.env['BENCH_PAGE_IMPORT'];
/**
 * A folder served as the images folder (PRODUCT §5.5), for a catalogue whose thumbnails are paths
 * in it: real-looking thumbnails where YouTube's hosts are out of reach (bench/channel-catalogue.ts).
 */
const IMAGES_DIR = process.env['BENCH_PAGE_IMAGES'];
const WEB_DIST = join(REPO_ROOT, 'apps/web/dist');
/** Issue 9's goals for each page. */
const GOALS = { score: 95, lcpMs: 2_000, tbtMs: 150 } as const;

interface PageFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  /** The page's own answer as transferred (compressed, with headers): past 14.6 KB it takes a second round trip. */
  htmlBytes: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: its process exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  throw new Error(`no answer from ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The server serves the files its web folder holds when it starts: `dir` becomes the build with
 * `images` beside it. The server render stays the build's own (a link), so that what it loads
 * (jsdom) resolves from the repository's modules.
 */
function webFolderWithImages(dir: string, images: string): void {
  for (const entry of readdirSync(WEB_DIST)) {
    if (entry === 'server') symlinkSync(join(WEB_DIST, entry), join(dir, entry));
    else cpSync(join(WEB_DIST, entry), join(dir, entry), { recursive: true });
  }
  cpSync(images, join(dir, 'images'), { recursive: true });
}

/** One Lighthouse run: its figures, or the error code of a run that measured nothing (e.g. NO_LCP). */
async function measure(url: string, chromePort: number, reportName: string): Promise<PageFigures | string> {
  // Lighthouse's default config is its mobile run: a phone screen, simulated slow 4G and a 4× slower CPU.
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) return 'NO_RESULT';
  if (REPORTS_DIR) {
    mkdirSync(REPORTS_DIR, { recursive: true });
    writeFileSync(join(REPORTS_DIR, `${reportName}.json`), result.report as string);
  }
  if (result.lhr.runtimeError) return result.lhr.runtimeError.code;
  const { audits, categories } = result.lhr;
  const requests = (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  return {
    score: Math.round((categories['performance']?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    scriptBytes: transferred(requests, 'Script'),
    htmlBytes: transferred(requests, 'Document'),
  };
}

function transferred(requests: readonly NetworkRequest[], resourceType: string): number {
  return requests.filter((request) => request.resourceType === resourceType).reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

function median(runs: readonly PageFigures[]): PageFigures {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no run to take the median of');
  return middle;
}

function verdict({ score, lcpMs, tbtMs }: PageFigures): string {
  const missed = [score < GOALS.score && `score < ${GOALS.score}`, lcpMs > GOALS.lcpMs && `LCP > ${GOALS.lcpMs / 1000} s`, tbtMs > GOALS.tbtMs && `TBT > ${GOALS.tbtMs} ms`].filter(Boolean);
  return missed.length === 0 ? 'PASS' : `MISS (${missed.join(', ')})`;
}

if (IMAGES_DIR && !existsSync(IMAGES_DIR)) throw new Error(`BENCH_PAGE_IMAGES: no folder at ${IMAGES_DIR}`);
const port = await freePort();
const chromePort = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-page-'));
const profileDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-chrome-'));
const webDir = IMAGES_DIR ? mkdtempSync(join(tmpdir(), 'vitrine-bench-web-')) : WEB_DIST;
const children: ChildProcess[] = [];
const cleanup = async () => {
  await Promise.all(children.map(stop));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
  if (IMAGES_DIR) rmSync(webDir, { recursive: true, force: true });
};
const onSignal = cleanUpOnSignal(cleanup);

try {
  if (IMAGES_DIR) webFolderWithImages(webDir, IMAGES_DIR);
  const serverEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: IMPORT_FILE ? 'never' : 'always', API_KEYS: API_KEY, LOG_LEVEL: 'warn', WEB_DIST: webDir };
  if (IMPORT_FILE) execFileSync(process.execPath, [join(REPO_ROOT, 'apps/server/dist/cli/vitrine.js'), 'import', IMPORT_FILE], { env: serverEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  // The built server as production runs it, with its catalogue (`npm run bench:page` builds it first).
  const server = spawn(process.execPath, [join(REPO_ROOT, 'apps/server/dist/server.js')], { env: serverEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(server);
  const chrome = spawn(CHROME_PATH, [...CHROME_FLAGS, `--remote-debugging-port=${chromePort}`, `--user-data-dir=${profileDir}`, 'about:blank'], { stdio: 'ignore' });
  children.push(chrome);

  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/healthz`, server);
  await waitFor(`http://127.0.0.1:${chromePort}/json/version`, chrome);
  // The page's own theme (rock: this port is no theme's) names the video page's video.
  const answer = await fetch(`${origin}/api/blogs?t=wmb&limit=1&orderfields=trending&orderby=desc`, { headers: { 'x-api-key': API_KEY } });
  const video = ((await answer.json()) as { data?: { pathseo: string }[] }).data?.[0];
  if (!video) throw new Error('the catalogue has no rock video');
  const pages = [
    ['home page', `${origin}/`],
    ['video page', `${origin}/${encodeURIComponent(video.pathseo)}`],
  ] as const;

  const rows: string[] = [];
  for (const [name, url] of pages) {
    const outcomes: (PageFigures | string)[] = [];
    for (let run = 0; run < RUNS; run += 1) outcomes.push(await measure(url, chromePort, `${name.replace(' ', '-')}-${run + 1}`));
    const runs = outcomes.filter((outcome): outcome is PageFigures => typeof outcome !== 'string');
    const failed = outcomes.filter((outcome): outcome is string => typeof outcome === 'string');
    const failures = failed.length === 0 ? '' : `; ${failed.length} run(s) failed: ${failed.join(', ')}`;
    if (runs.length === 0) {
      rows.push(`| ${name} | no run measured${failures} | | | | | | MISS |`);
      continue;
    }
    const figures = median(runs);
    rows.push(
      `| ${name} | ${figures.score} (${runs.map((each) => each.score).join(', ')}${failures}) | ${(figures.lcpMs / 1000).toFixed(2)} s | ${Math.round(figures.tbtMs)} ms | ${figures.cls.toFixed(3)} | ${(figures.htmlBytes / 1024).toFixed(1)} KB | ${(figures.scriptBytes / 1024).toFixed(1)} KB | ${verdict(figures)} |`,
    );
  }
  console.log(`\nLighthouse ${RUNS}× per page, mobile; the median run by score (every score in brackets, and the runs that failed). HTML: the page's answer, JS: its scripts, as transferred (compressed, with headers).`);
  console.log(`Goals (issue 9): score ≥ ${GOALS.score}, LCP ≤ ${GOALS.lcpMs / 1000} s, TBT ≤ ${GOALS.tbtMs} ms.\n`);
  console.log('| page | score | LCP | TBT | CLS | HTML | JS | goals |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  onSignal.release();
  await cleanup();
}
