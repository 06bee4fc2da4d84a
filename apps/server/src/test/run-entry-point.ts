import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export interface EntryPointRun {
  /** null when the process had to be killed at the timeout (it kept running). */
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

export interface RunningEntryPoint {
  child: ChildProcessWithoutNullStreams;
  /** What it printed so far. */
  output: () => { stdout: string; stderr: string };
  /** Resolves when it exits; killed (SIGKILL) after `timeoutMs`. */
  exited: Promise<EntryPointRun>;
}

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The built files production runs (`npm run build`), as `node` runs them: no tsx. */
const ENTRY_POINTS = { server: 'dist/server.js', cli: 'dist/cli/vitrine.js' } as const;
export type EntryPoint = keyof typeof ENTRY_POINTS;
/** Variables of the test run that would change what the child opens. */
const INHERITED_DATABASE_VARIABLES = ['DATABASE_URL', 'DATA_DIR', 'PORT', 'API_KEYS', 'SEED_DEMO', 'DB_CONNECT_TIMEOUT_S'];

let isBuilt = false;

/**
 * Set by a run that built the server once before its files start in parallel (vitest.hardening.config.ts):
 * two `tsc -b` at once would write the same files.
 */
export const SERVER_BUILT_ENV = 'VITRINE_TEST_SERVER_BUILT';

/** Brings the build up to date once per test file: `tsc -b` redoes only what changed (about a second when nothing did). */
export function buildServer(): void {
  if (isBuilt || process.env[SERVER_BUILT_ENV] === '1') return;
  runServerBuild();
  isBuilt = true;
}

/** `tsc -b` of the server, now, whatever was built before. */
export function runServerBuild(): void {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-b', 'tsconfig.build.json'], { cwd: SERVER_ROOT, stdio: 'pipe' });
}

/** Starts the built server or CLI as an operator would (its own process), with only the given settings. */
export function spawnEntryPoint(entryPoint: EntryPoint, args: string[], env: Record<string, string>, timeoutMs: number): RunningEntryPoint {
  buildServer();
  const baseEnv = { ...process.env };
  for (const name of INHERITED_DATABASE_VARIABLES) delete baseEnv[name];
  const child = spawn(process.execPath, [ENTRY_POINTS[entryPoint], ...args], { cwd: SERVER_ROOT, env: { ...baseEnv, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const exited = new Promise<EntryPointRun>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ exitCode: code, stdout, stderr });
    });
  });
  return { child, output: () => ({ stdout, stderr }), exited };
}

/** Runs the built server or CLI and waits for it to exit; killed after `timeoutMs`. */
export function runEntryPoint(entryPoint: EntryPoint, args: string[], env: Record<string, string>, timeoutMs: number): Promise<EntryPointRun> {
  return spawnEntryPoint(entryPoint, args, env, timeoutMs).exited;
}
