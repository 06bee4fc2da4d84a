import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface EntryPointRun {
  /** null when the process had to be killed at the timeout (it kept running). */
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Variables of the test run that would change what the child opens. */
const INHERITED_DATABASE_VARIABLES = ['DATABASE_URL', 'DATA_DIR', 'PORT', 'API_KEYS', 'SEED_DEMO', 'DB_CONNECT_TIMEOUT_S'];

/**
 * Runs `src/server.ts` or `src/cli/vitrine.ts` as an operator would (its own process, through
 * tsx), with only the given settings, and waits for it to exit; killed after `timeoutMs`.
 */
export function runEntryPoint(script: 'src/server.ts' | 'src/cli/vitrine.ts', args: string[], env: Record<string, string>, timeoutMs: number): Promise<EntryPointRun> {
  const baseEnv = { ...process.env };
  for (const name of INHERITED_DATABASE_VARIABLES) delete baseEnv[name];
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: SERVER_ROOT, env: { ...baseEnv, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ exitCode: code, stdout, stderr });
    });
  });
}
