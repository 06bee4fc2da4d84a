import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { freePort } from '../apps/server/src/test/free-port.ts';
import type { CpuPlan } from './cpu-pinning.ts';
import { spawnNodeServer, type SpawnedServer } from './spawned-server.ts';
import type { ImportItem } from './video-generator.ts';

const PAGE_SIZE = 8;

/** An answer as it went over the wire: its bytes still compressed, and the headers that say how. */
export interface RawAnswer {
  body: Buffer;
  contentType: string;
  contentEncoding?: string;
}

/** Starts ceiling-server.ts with a body the size of one API page of eight videos. */
export async function startCeiling(plan: CpuPlan, items: readonly ImportItem[], workDir: string): Promise<SpawnedServer> {
  const data = items.slice(0, PAGE_SIZE).map(({ t: _theme, ...video }) => video);
  const pagination = { totalDocs: items.length, offset: 0, limit: PAGE_SIZE, totalPages: Math.ceil(items.length / PAGE_SIZE), page: 1, hasNextPage: true, hasPrevPage: false };
  return startConstantServer(plan, workDir, 'ceiling', { body: Buffer.from(JSON.stringify({ data, pagination, count: data.length, origin: 'wmb' })), contentType: 'application/json; charset=utf-8' });
}

/**
 * Starts ceiling-server.ts answering exactly `answer`: for a page, whose body is several times an
 * API page's, the ceiling a route sending the same bytes would reach.
 */
export function startSameBytesCeiling(plan: CpuPlan, workDir: string, answer: RawAnswer): Promise<SpawnedServer> {
  return startConstantServer(plan, workDir, 'same-bytes ceiling', answer);
}

async function startConstantServer(plan: CpuPlan, workDir: string, name: string, { body, contentType, contentEncoding }: RawAnswer): Promise<SpawnedServer> {
  const port = await freePort();
  const bodyFile = join(workDir, `ceiling-body-${port}`);
  writeFileSync(bodyFile, body);
  return spawnNodeServer(plan, {
    name,
    args: ['--import', 'tsx', join(import.meta.dirname, 'ceiling-server.ts')],
    env: { CEILING_BODY_FILE: bodyFile, CEILING_CONTENT_TYPE: contentType, CEILING_CONTENT_ENCODING: contentEncoding ?? '', PORT: String(port) },
    port,
    readyPath: '/',
  });
}

/** GETs `url` and keeps the body as sent (fetch would decompress it). */
export function fetchRawAnswer(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
        const encoding = response.headers['content-encoding'];
        resolve({ body: Buffer.concat(chunks), contentType: response.headers['content-type'] ?? 'text/html; charset=utf-8', ...(encoding === undefined ? {} : { contentEncoding: encoding }) });
      });
    })
      .on('error', reject)
      .end();
  });
}
