// `npm run bench`: starts the real server on a free port with a fresh demo catalogue and
// measures the API's hot paths with autocannon (127.0.0.1 only, bounded in time).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = 10;
const API_KEY = 'bench-key-0123456789';

const paths = [
  '/api/blogs?t=wmb&limit=8&orderfields=created&orderby=desc',
  '/api/blogs?t=wmb&limit=8&orderfields=trending',
  '/api/blogs?t=wmb&limit=8&search=live',
  '/',
];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, deadlineMs: number): Promise<void> {
  while (Date.now() < deadlineMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy: ${url}`);
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
// The built server, as production runs it (`npm run bench` builds it first).
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  // Unthrottled: the API rate limit would turn the measurement into a count of 429s.
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, API_KEYS: API_KEY, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000' },
  stdio: 'inherit',
});

try {
  await waitForHealth(`http://127.0.0.1:${port}/healthz`, Date.now() + 120_000);
  console.log(`path | req/s (mean) | p50 ms | p99 ms | errors`);
  for (const path of paths) {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${path}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { 'x-api-key': API_KEY },
    });
    console.log(`${path} | ${result.requests.average} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.non2xx}`);
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
