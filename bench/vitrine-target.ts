import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
// The tests' throwaway cluster: the bench's PostgreSQL is started exactly as the test suites' is.
import { startThrowawayPostgres } from '../apps/server/src/test/postgres-cluster.ts';
import { freePort } from '../apps/server/src/test/free-port.ts';
import { commandOnCore, pinProcess, type CpuPlan } from './cpu-pinning.ts';
import { processCpuSeconds } from './process-cpu.ts';
import { spawnNodeServer, type SpawnedServer } from './spawned-server.ts';

const REPO_ROOT = join(import.meta.dirname, '..');
const CLI = join(REPO_ROOT, 'apps/server/dist/cli/vitrine.js');
const SERVER = join(REPO_ROOT, 'apps/server/dist/server.js');
const IMPORT_MAX_BUFFER_BYTES = 64 * 1024 * 1024;

export const BENCH_API_KEY = 'bench-key-0123456789';
/** Sent to every target as a browser would (the page's API key, compressed answers welcome); only Vitrine reads the key. */
export const BENCH_REQUEST_HEADERS = { 'x-api-key': BENCH_API_KEY, 'accept-encoding': 'gzip, deflate, br' };

export type DatabaseKind = 'PGlite' | 'PostgreSQL';

/** One database holding the generated catalogue, and the settings the CLI and the server share for it. */
export interface VitrineDatabase {
  kind: DatabaseKind;
  env: NodeJS.ProcessEnv;
  dispose: () => Promise<void>;
}

/** The process's own settings, as production would set them for this measurement. */
function baseEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    DATA_DIR: dataDir,
    API_KEYS: BENCH_API_KEY,
    SEED_DEMO: 'never',
    LOG_LEVEL: 'warn',
    // Unthrottled: the API rate limit would turn the measurement into a count of 429s.
    RATE_LIMIT_PER_MINUTE: '100000000',
    WEB_DIST: join(REPO_ROOT, 'apps/web/dist'),
  };
}

export async function createDatabase(plan: CpuPlan, kind: DatabaseKind): Promise<VitrineDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-data-'));
  const removeDataDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'PGlite') return { kind, env: baseEnv(dataDir), dispose: removeDataDir };
  // The cluster's processes inherit this process's core while it starts: the server's core.
  pinProcess(plan, process.pid, plan.serverCore);
  try {
    const postgres = await startThrowawayPostgres();
    return {
      kind,
      env: { ...baseEnv(dataDir), DATABASE_URL: postgres.url },
      dispose: async () => {
        await postgres.stop();
        await removeDataDir();
      },
    };
  } finally {
    pinProcess(plan, process.pid, plan.loadCore);
  }
}

/** What one `vitrine import` took: wall time, and CPU time of the process (all its threads; undefined off Linux). */
export interface ImportTiming {
  seconds: number;
  cpuSeconds: number | undefined;
  output: string;
}

/** `vitrine import <file>` with the built CLI, on the server core; the time it took. */
export async function importWithCli(plan: CpuPlan, database: VitrineDatabase, file: string): Promise<ImportTiming> {
  const [command, args] = commandOnCore(plan, plan.serverCore, process.execPath, [CLI, 'import', file]);
  const startedMs = performance.now();
  // The CLI's CPU, as this process's reaped children's: the shared machine's wall time depends on its load, this far less.
  const childrenCpuBefore = processCpuSeconds('self')?.children;
  const { stdout, stderr } = await promisify(execFile)(command, args, { env: { ...process.env, ...database.env }, maxBuffer: IMPORT_MAX_BUFFER_BYTES });
  const childrenCpuAfter = processCpuSeconds('self')?.children;
  const cpuSeconds = childrenCpuBefore === undefined || childrenCpuAfter === undefined ? undefined : childrenCpuAfter - childrenCpuBefore;
  return { seconds: (performance.now() - startedMs) / 1000, cpuSeconds, output: `${stdout}${stderr}`.trim() };
}

/** One line: wall and CPU time of the import, and the CLI's summary line. */
export function formatImportTiming(kind: DatabaseKind, { seconds, cpuSeconds, output }: ImportTiming): string {
  const cpu = cpuSeconds === undefined ? '' : `, CPU ${cpuSeconds.toFixed(1)} s`;
  return `${kind}: vitrine import in ${seconds.toFixed(1)} s${cpu} — ${output.split('\n').at(-1) ?? ''}`;
}

/** The built server, as production runs it, on one port (the theme is rock on 127.0.0.1). */
export async function startVitrine(plan: CpuPlan, database: VitrineDatabase): Promise<SpawnedServer> {
  const port = await freePort();
  return spawnNodeServer(plan, {
    name: `Vitrine on ${database.kind}`,
    args: [SERVER],
    env: { ...database.env, PORT: String(port), HOST: '127.0.0.1' },
    port,
    readyPath: '/healthz',
  });
}
