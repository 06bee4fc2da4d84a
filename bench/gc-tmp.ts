import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchRequests } from './bench-requests.ts';
import { indexCatalogue } from './catalogue-index.ts';
import { planCpus } from './cpu-pinning.ts';
import { measure } from './measure.ts';
import { generateVideos } from './video-generator.ts';
import { BENCH_API_KEY, createDatabase, importWithCli } from './vitrine-target.ts';
import { freePort } from '../apps/server/src/test/free-port.ts';

const H = { 'x-api-key': BENCH_API_KEY, 'accept-encoding': 'gzip, deflate, br' };
const plan = planCpus();
const items = generateVideos(100_000, 9, new Date());
const work = mkdtempSync(join(tmpdir(), 'gc-'));
writeFileSync(join(work, 'v.json'), JSON.stringify(items));
const requests = benchRequests(indexCatalogue(items)).filter((r) => r.variant === 'uncached' && r.path.startsWith('/api'));
const db = await createDatabase(plan, (process.env.KIND as 'PostgreSQL') ?? 'PostgreSQL');
await importWithCli(plan, db, join(work, 'v.json'));
for (const variant of (process.env.VARIANTS ?? 'base').split(',')) {
  const port = await freePort();
  const out = openSync(`/tmp/gc/${variant}.log`, 'w');
  const extra = (process.env[`ARGS_${variant}`] ?? '').split(' ').filter(Boolean);
  const child = spawn('taskset', ['-c', '0', process.execPath, '--trace-gc', ...extra, '/work/main/apps/server/dist/server.js'], { env: { ...process.env, ...db.env, PORT: String(port), HOST: '127.0.0.1', ...(JSON.parse(process.env[`ENV_${variant}`] ?? '{}')) }, stdio: ['ignore', out, 'inherit'] });
  const t0 = Date.now();
  const base = `http://127.0.0.1:${port}`;
  for (;;) { try { if ((await fetch(`${base}/healthz`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
  for (const r of requests) { await measure(base, r.warmUp!.vitrineUrl, 1, H); }
  const rows: string[] = [];
  for (const r of requests) {
    const s = Date.now() - t0;
    const m = await measure(base, r.vitrineUrl, 5, H);
    rows.push(`${r.path}\t${s}\t${Date.now() - t0}\t${Math.round(m.requestsPerSecond)}\t${m.p50Ms}\t${m.p99Ms}`);
    await fetch(`${base}/healthz`);
  }
  writeFileSync(`/tmp/gc/${variant}.rows`, rows.join('\n') + '\n');
  console.log(variant); console.log(rows.join('\n'));
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
await db.dispose();
