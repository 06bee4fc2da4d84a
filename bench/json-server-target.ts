import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort } from '../apps/server/src/test/free-port.ts';
import type { CpuPlan } from './cpu-pinning.ts';
import { spawnNodeServer, type SpawnedServer } from './spawned-server.ts';
import type { ImportItem } from './video-generator.ts';

const JSON_SERVER_CLI = join(dirname(createRequire(import.meta.url).resolve('json-server/package.json')), 'lib/cli/bin.js');

/**
 * json-server 0.17, the peer: the same videos as one `videos` collection of db.json, queried with
 * `_sort/_order/_start/_limit/q` and nested filters (bench-requests.ts).
 */
export async function startJsonServer(plan: CpuPlan, items: readonly ImportItem[], workDir: string): Promise<SpawnedServer> {
  const dbFile = join(workDir, 'db.json');
  writeFileSync(dbFile, JSON.stringify({ videos: items }));
  const port = await freePort();
  return spawnNodeServer(plan, {
    name: 'json-server',
    args: [JSON_SERVER_CLI, dbFile, '--port', String(port), '--host', '127.0.0.1', '--quiet', '--read-only'],
    port,
    readyPath: '/videos?_limit=1',
  });
}
