import { extname } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ParserOptions, QueryOptions, Results } from '@electric-sql/pglite';
import type { PgliteAsk, PgliteReply, SentError } from './pglite-thread-protocol.ts';

/** The worker's module next to this one: its TypeScript source in tests and dev, its build in production. */
const MODULE_EXTENSION = extname(import.meta.url);
const WORKER_URL = new URL(`./pglite-thread-worker${MODULE_EXTENSION}`, import.meta.url);

/** Starts the worker that opens PGlite in `dir`; a test may keep a hand on the thread it starts. */
export type StartWorker = (dir: string) => Worker;

export function startPgliteWorker(dir: string): Worker {
  if (MODULE_EXTENSION !== '.ts') return new Worker(WORKER_URL, { workerData: { dir } });
  // A worker shares neither a test runner's TypeScript loading nor, on Node 20, `--import tsx`: it registers tsx itself.
  const code = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL.href)}); });`;
  return new Worker(code, { eval: true, workerData: { dir } });
}

/** A statement's error from the embedded database, with PostgreSQL's fields (code, detail, constraint…). */
export class DatabaseError extends Error {}

/** What the database layer asks of a statement: its rows' shape, the types it parses itself, COPY's input. */
export type ThreadQueryOptions = Pick<QueryOptions, 'rowMode' | 'parsers' | 'blob'>;

/** Where statements run: the database itself, or one of its open transactions. */
export interface PgliteQueries {
  query<T>(text: string, params?: unknown[], options?: ThreadQueryOptions): Promise<Results<T>>;
}

/**
 * PGlite on a worker thread, with the part of PGlite's API that drizzle and the bulk import use
 * (`query`, `transaction`, `close`). PGlite's WebAssembly runs on the server's one thread otherwise:
 * every statement, the hourly trending vacuum (~0.7 s on 100,000 videos) above all, stopped
 * every answer, cached ones included, for as long as it ran.
 */
export class PgliteThread implements PgliteQueries {
  readonly #worker: Worker;
  /** Settles once PGlite has opened on the thread, or failed to. */
  readonly #opened: Promise<unknown>;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #stopped: Error | undefined;
  #isClosing = false;
  /** Why the thread stopped while open, if it did. */
  #lost: Error | undefined;
  readonly #lostListeners: ((error: Error) => void)[] = [];

  /** Starts PGlite in `dir` (a directory, or 'memory://') on its own thread. */
  static async open(dir: string, start: StartWorker = startPgliteWorker): Promise<PgliteThread> {
    const thread = new PgliteThread(start(dir));
    try {
      await thread.#opened;
      return thread;
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
  }

  private constructor(worker: Worker) {
    this.#worker = worker;
    this.#opened = this.#awaitReply(0);
    worker.on('message', (reply: PgliteReply) => this.#settle(reply));
    worker.on('error', (error) => this.#lose(error));
    worker.on('exit', (code) => this.#lose(new Error(`The embedded database's thread stopped (exit code ${code})`)));
  }

  /**
   * `listener` is called once if the thread stops while open (it crashed, or ran out of memory):
   * every statement fails from then on, and only a new process opens the database again. At once
   * when that happened already (during the server's start, say).
   */
  onLost(listener: (error: Error) => void): void {
    if (this.#lost === undefined) this.#lostListeners.push(listener);
    else listener(this.#lost);
  }

  async query<T>(text: string, params?: unknown[], options?: ThreadQueryOptions): Promise<Results<T>> {
    return this.#query<T>(text, params, options, {});
  }

  /**
   * The same database, for statements whose best plan is the same whatever their values
   * (OpenDatabase.plannedOnceDb): each is prepared once under a name and planned once
   * (pglite-planned-once.ts). A transaction on it is an ordinary one.
   */
  readonly plannedOnce = {
    query: <T>(text: string, params?: unknown[], options?: ThreadQueryOptions): Promise<Results<T>> => this.#query<T>(text, params, options, { plannedOnce: true }),
    transaction: <T>(work: (tx: PgliteQueries) => Promise<T>): Promise<T> => this.transaction(work),
  };

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const transaction = await this.#ask<number>({ op: 'begin' });
    const tx: PgliteQueries = { query: (text, params, options) => this.#query(text, params, options, { transaction }) };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      // Work that failed is reported, not a rollback that could not run on a stopped thread.
      await this.#ask({ op: 'end', transaction, commit: false }).catch(() => {});
      throw error;
    }
    await this.#ask({ op: 'end', transaction, commit: true });
    return result;
  }

  async close(): Promise<void> {
    this.#isClosing = true;
    if (this.#stopped === undefined) await this.#ask({ op: 'close' });
    this.#stop(new Error('The embedded database is closed'));
    await this.#worker.terminate();
  }

  async #query<T>(
    text: string,
    params: unknown[] | undefined,
    options: ThreadQueryOptions | undefined,
    { transaction, plannedOnce = false }: { transaction?: number; plannedOnce?: boolean },
  ): Promise<Results<T>> {
    const parsers = options?.parsers ?? {};
    const textTypes = Object.keys(parsers).map(Number);
    const results = await this.#ask<Results<T>>({ op: 'query', text, params, rowMode: options?.rowMode, textTypes, blob: options?.blob, transaction, plannedOnce });
    if (textTypes.length > 0) parseFields(results, parsers, options?.rowMode ?? 'object');
    return results;
  }

  #ask<T>(ask: PgliteAsk): Promise<T> {
    if (this.#stopped !== undefined) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    const reply = this.#awaitReply(id);
    this.#worker.postMessage({ id, ...ask });
    return reply as Promise<T>;
  }

  /** The thread keeps the process alive only while an answer is awaited, as a socket with a query in flight does. */
  #awaitReply(id: number): Promise<unknown> {
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => this.#pending.set(id, { resolve, reject }));
  }

  #settle(reply: PgliteReply): void {
    const pending = this.#pending.get(reply.id);
    if (pending === undefined) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(received(reply.error));
  }

  #lose(error: Error): void {
    const wasOpen = this.#stopped === undefined && !this.#isClosing;
    this.#stop(error);
    if (!wasOpen) return;
    this.#lost = error;
    for (const listener of this.#lostListeners.splice(0)) listener(error);
  }

  #stop(error: Error): void {
    this.#stopped ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}

function received(error: SentError): DatabaseError {
  return Object.assign(new DatabaseError(error.message), error.fields);
}

/** Applies the caller's parsers to the columns of their types, as PGlite does in one thread (never to a null). */
function parseFields(results: Results<unknown>, parsers: ParserOptions, rowMode: 'array' | 'object'): void {
  results.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (parse === undefined) return;
    const key = rowMode === 'array' ? index : field.name;
    for (const row of results.rows as Record<string | number, unknown>[]) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value);
    }
  });
}
