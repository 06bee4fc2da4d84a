import type { RowMode } from '@electric-sql/pglite';

/** What the server's thread asks of the embedded database's thread (pglite-thread-worker.ts). */
export type PgliteAsk =
  | {
      op: 'query';
      text: string;
      params: unknown[] | undefined;
      rowMode: RowMode | undefined;
      /** Types the caller parses itself: they come back as PostgreSQL's text. */
      textTypes: number[];
      blob: Blob | undefined;
      /** The open transaction to run in; none runs the statement on its own. */
      transaction: number | undefined;
      /** Prepared once under a name and planned once for all its values (pglite-planned-once.ts); never in a transaction. */
      plannedOnce: boolean;
    }
  | { op: 'begin' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'close' };

export type PgliteRequest = { id: number } & PgliteAsk;

/** An error as it crosses threads: its message and its plain fields (code, detail, constraint…). */
export interface SentError {
  message: string;
  fields: Record<string, string | number>;
}

/** The answer to request `id`; id 0 says the database is open, or why it is not. */
export type PgliteReply = { id: number } & ({ ok: true; value: unknown } | { ok: false; error: SentError });
