import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPlannedOnceQueries } from './pglite-planned-once.ts';
import type { PgliteReply, PgliteRequest, SentError } from './pglite-thread-protocol.ts';

/**
 * The embedded database's own thread (pglite-thread.ts starts it): PGlite's WebAssembly runs
 * here, so a slow statement holds this thread, never the server's event loop. It only carries
 * requests to PGlite and its answers back; PGlite queues them itself, as in one process.
 */
const port = parentPort;
if (port === null) throw new Error('pglite-thread-worker runs as a worker thread');

/** Transactions held open between the main thread's `begin` and `end`. */
const openTransactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; settled: Promise<void> }>();
let nextTransaction = 1;

const { dir } = workerData as { dir: string };
// One promise, whose failure the opening reply reports: a second one derived from it would reject unhandled.
const ready = PGlite.create(dir, { extensions: { pg_trgm, btree_gin } }).then((db) => ({ db, plannedOnceQuery: createPlannedOnceQueries(db) }));
ready.then(
  () => port.postMessage({ id: 0, ok: true, value: undefined } satisfies PgliteReply),
  (error: unknown) => port.postMessage({ id: 0, ok: false, error: sendable(error) } satisfies PgliteReply),
);

port.on('message', (request: PgliteRequest) => {
  answer(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies PgliteReply),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: sendable(error) } satisfies PgliteReply),
  );
});

async function answer(request: PgliteRequest): Promise<unknown> {
  const { db, plannedOnceQuery } = await ready;
  switch (request.op) {
    case 'query': {
      // The caller's parsers are functions, which cannot cross threads: their types come back as text and are parsed there.
      const parsers = Object.fromEntries(request.textTypes.map((type) => [type, (value: string) => value]));
      const options = { rowMode: request.rowMode, parsers, ...(request.blob !== undefined && { blob: request.blob }) };
      if (request.plannedOnce) return plannedOnceQuery(request.text, request.params ?? [], options);
      const runner = request.transaction === undefined ? db : transactionOf(request.transaction).tx;
      const results: Results = await runner.query(request.text, request.params, options);
      return results;
    }
    case 'begin':
      return begin(db);
    case 'end': {
      const open = transactionOf(request.transaction);
      openTransactions.delete(request.transaction);
      open.end(request.commit);
      await open.settled;
      return undefined;
    }
    case 'close':
      await db.close();
      return undefined;
  }
}

/** Opens a transaction and holds it until its `end`; resolves with its number once it is open. */
function begin(db: PGlite): Promise<number> {
  const id = nextTransaction++;
  return new Promise((opened, failed) => {
    const settled = db.transaction(async (tx) => {
      const commit = await new Promise<boolean>((end) => {
        openTransactions.set(id, { tx, end, settled });
        opened(id);
      });
      if (!commit) await tx.rollback();
    });
    settled.catch(failed);
  });
}

function transactionOf(id: number) {
  const open = openTransactions.get(id);
  if (open === undefined) throw new Error(`No open transaction ${id}`);
  return open;
}

/** A database error's message and its plain fields (code, detail, constraint…): an Error's own fields do not survive postMessage. */
function sendable(error: unknown): SentError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  return { message: error.message, fields };
}
