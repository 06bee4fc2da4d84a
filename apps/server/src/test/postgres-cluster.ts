import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

/** A PostgreSQL for one test file: TEST_DATABASE_URL when set, else a throwaway cluster. */
export interface TestPostgres {
  url: string;
  /** Ends the test's use of it: a throwaway cluster is stopped and deleted. */
  stop: () => Promise<void>;
}

/** A cluster of this test's own, whose server can be stopped and started like an operator would (pg_ctl). */
export interface ThrowawayPostgres extends TestPostgres {
  /** `pg_ctl stop -m fast`: open connections are terminated (57P01), new ones refused. */
  stopServer: () => void;
  /** `pg_ctl start`, on the same port with the same data. */
  startServer: () => void;
  /** `pg_ctl restart -m fast`. */
  restartServer: () => void;
  /** The same without blocking the test's event loop, so it can send requests and watch them during the restart. */
  restartServerInBackground: () => Promise<void>;
}

const PG_VERSIONS_DIR = '/usr/lib/postgresql';

export async function startTestPostgres(): Promise<TestPostgres> {
  const url = process.env['TEST_DATABASE_URL'];
  if (url !== undefined && url !== '') return { url, stop: async () => {} };
  return startThrowawayPostgres();
}

/** Always a new cluster, even with TEST_DATABASE_URL: for tests that stop the server or need an empty database. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-pg-'));
  const dataDir = join(dir, 'data');
  // initdb refuses to run as root: the cluster belongs to the postgres user then.
  const isRoot = process.getuid?.() === 0;
  const commandLine = (command: string, args: string[]): [string, string[]] =>
    isRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
  const run = (command: string, args: string[]) => execFileSync(...commandLine(command, args), { stdio: 'pipe' });
  const runInBackground = async (command: string, args: string[]) => {
    await promisify(execFile)(...commandLine(command, args));
  };
  if (isRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'])), Number(execFileSync('id', ['-g', 'postgres'])));

  const port = await freePort();
  // C ordering, but a Unicode-aware ctype: search's ILIKE lower-cases with it (videos-repository.ts).
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--lc-ctype=C.UTF-8', '--no-sync']);
  // Durability is pointless for a throwaway cluster; speed is not.
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const startServer = () => run('pg_ctl', ['start', '-D', dataDir, '-o', serverOptions, '-l', join(dir, 'postgres.log'), '-w']);
  startServer();
  const restartArgs = ['restart', '-D', dataDir, '-m', 'fast', '-w', '-l', join(dir, 'postgres.log')];

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stopServer: () => run('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']),
    startServer,
    restartServer: () => run('pg_ctl', restartArgs),
    restartServerInBackground: () => runInBackground('pg_ctl', restartArgs),
    stop: async () => {
      try {
        if (existsSync(join(dataDir, 'postmaster.pid'))) run('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
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
      'PostgreSQL tests need initdb/pg_ctl: install PostgreSQL (apt-get install postgresql) or set PG_BIN to their folder; TEST_DATABASE_URL serves the tests that never stop the server.',
    );
  }
  return found;
}
