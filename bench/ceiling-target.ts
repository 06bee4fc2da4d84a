import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../apps/server/src/test/free-port.ts';
import type { CpuPlan } from './cpu-pinning.ts';
import { spawnNodeServer, type SpawnedServer } from './spawned-server.ts';
import type { ImportItem } from './video-generator.ts';

const PAGE_SIZE = 8;

/** Starts ceiling-server.ts with a body the size of one API page of eight videos. */
export async function startCeiling(plan: CpuPlan, items: readonly ImportItem[], workDir: string): Promise<SpawnedServer> {
  const bodyFile = join(workDir, 'ceiling-body.json');
  const data = items.slice(0, PAGE_SIZE).map(({ t: _theme, ...video }) => video);
  const pagination = { totalDocs: items.length, offset: 0, limit: PAGE_SIZE, totalPages: Math.ceil(items.length / PAGE_SIZE), page: 1, hasNextPage: true, hasPrevPage: false };
  writeFileSync(bodyFile, JSON.stringify({ data, pagination, count: data.length, origin: 'wmb' }));
  const port = await freePort();
  return spawnNodeServer(plan, {
    name: 'ceiling',
    args: ['--import', 'tsx', join(import.meta.dirname, 'ceiling-server.ts')],
    env: { CEILING_BODY_FILE: bodyFile, PORT: String(port) },
    port,
    readyPath: '/',
  });
}
