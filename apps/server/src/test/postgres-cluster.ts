import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PostgreSQL for one test file: TEST_DATABASE_URL when set, else a throwaway cluster. */
export interface TestPostgres {
  url: string;
  stop: () => Promise<void>;
}

const PG_VERSIONS_DIR = '/usr/lib/postgresql';

export async function startTestPostgres(): Promise<TestPostgres> {
  const url = process.env['TEST_DATABASE_URL'];
  if (url !== undefined && url !== '') return { url, stop: async () => {} };

  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-pg-'));
  // initdb refuses to run as root: the cluster belongs to the postgres user then.
  const isRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    execFileSync(isRoot ? 'runuser' : join(bin, command), isRoot ? ['-u', 'postgres', '--', join(bin, command), ...args] : args, { stdio: 'pipe' });
  if (isRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'])), Number(execFileSync('id', ['-g', 'postgres'])));

  const port = await freePort();
  run('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // Durability is pointless for a throwaway cluster; speed is not.
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run('pg_ctl', ['start', '-D', join(dir, 'data'), '-o', serverOptions, '-l', join(dir, 'postgres.log'), '-w']);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        run('pg_ctl', ['stop', '-D', join(dir, 'data'), '-m', 'immediate', '-w']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function postgresBinDir(): string {
  const configured = process.env['PG_BIN'];
  if (configured !== undefined && configured !== '') return configured;
  const versions = existsSync(PG_VERSIONS_DIR) ? readdirSync(PG_VERSIONS_DIR).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => join(PG_VERSIONS_DIR, v, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
  if (found === undefined) {
    throw new Error(
      'PostgreSQL tests need a server: set TEST_DATABASE_URL, or install PostgreSQL (apt-get install postgresql) so initdb/pg_ctl exist, or set PG_BIN to their folder.',
    );
  }
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
