import { types } from '@electric-sql/pglite';
import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatabaseError, PgliteThread, startPgliteWorker } from './pglite-thread.ts';

describe('PGlite on its own thread', () => {
  let thread: PgliteThread;

  beforeAll(async () => {
    thread = await PgliteThread.open('memory://');
    await thread.query('create table notes (id integer primary key, body text not null, at timestamptz)');
  });
  afterAll(async () => {
    await thread?.close();
  });

  it('answers rows as PGlite does, by name or by position, with its own types parsed', async () => {
    await thread.query("insert into notes values (1, 'first', '2026-11-25T10:00:00Z'), (2, 'second', null)");

    const byName = await thread.query<{ id: number; body: string; at: Date | null }>('select id, body, at from notes where id = any($1) order by id', [[1, 2]]);
    expect(byName.rows).toEqual([
      { id: 1, body: 'first', at: new Date('2026-11-25T10:00:00Z') },
      { id: 2, body: 'second', at: null },
    ]);
    expect(byName.fields.map((field) => field.name)).toEqual(['id', 'body', 'at']);

    const byPosition = await thread.query('select id, body from notes order by id', [], { rowMode: 'array' });
    expect(byPosition.rows).toEqual([
      [1, 'first'],
      [2, 'second'],
    ]);
  });

  it("applies the caller's parsers (functions, which cannot cross threads) to their types, never to a null", async () => {
    const parsers = { [types.TIMESTAMPTZ]: (text: string) => `at ${text}` };
    const results = await thread.query('select id, at from notes order by id', [], { rowMode: 'array', parsers });

    expect(results.rows).toEqual([
      [1, 'at 2026-11-25 10:00:00+00'],
      [2, null],
    ]);
  });

  it('commits a transaction whose work resolves, and rolls back one whose work throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query("insert into notes values (3, 'kept')");
    });
    const failure = new Error('work failed');
    await expect(
      thread.transaction(async (tx) => {
        await tx.query("insert into notes values (4, 'dropped')");
        throw failure;
      }),
    ).rejects.toBe(failure);

    const { rows } = await thread.query<{ id: number }>('select id from notes where id in (3, 4)');
    expect(rows).toEqual([{ id: 3 }]);
  });

  it("reports a statement's error with PostgreSQL's fields", async () => {
    const error = await thread.query("insert into notes values (1, 'twice')").catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(DatabaseError);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_pkey', table: 'notes', severity: 'ERROR' });
  });

  describe('statements planned once (plannedOnceDb)', () => {
    const PAGE = 'select id, tag from tagged where tag = $1 and id = any($2) order by id limit $3';
    const planModeNow = async () => (await thread.query<{ mode: string }>("select current_setting('plan_cache_mode') as mode")).rows[0]?.mode;

    beforeAll(async () => {
      await thread.query('create table tagged (id integer primary key, tag text not null)');
      await thread.query("insert into tagged select n, case when n % 2 = 0 then 'even' else 'odd' end from generate_series(1, 20) as n");
    });

    it('answers as `query` does, from one statement prepared under a name and planned once for all its values', async () => {
      const asked: [string, number[], number][] = [
        ['even', [2, 3, 4, 8], 2],
        ['odd', [1, 3, 5, 8], 5],
        ['even', [10, 12], 1],
        ['odd', [], 3],
      ];
      for (const params of asked) {
        const expected = await thread.query(PAGE, params);
        expect(await thread.plannedOnce.query(PAGE, params)).toEqual(expected);
      }
      expect(await thread.plannedOnce.query(PAGE, ['odd', [7, 9, 11], 8], { rowMode: 'array' })).toMatchObject({ rows: [[7, 'odd'], [9, 'odd'], [11, 'odd']] });

      const { rows } = await thread.query('select name, generic_plans::int, custom_plans::int from pg_prepared_statements');
      expect(rows).toEqual([{ name: expect.stringMatching(/^vitrine_planned_once_/), generic_plans: 5, custom_plans: 0 }]);
      // The other statements (searches) are planned for their values again.
      expect(await planModeNow()).toBe('auto');
    });

    it("reports a statement's error with PostgreSQL's fields, and runs the next one", async () => {
      const divide = 'select 10 / $1::int as quotient';
      const error = await thread.plannedOnce.query(divide, [0]).catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(DatabaseError);
      expect(error).toMatchObject({ code: '22012' });
      expect(await planModeNow()).toBe('auto');
      expect((await thread.plannedOnce.query(divide, [5])).rows).toEqual([{ quotient: 2 }]);
    });

    it('waits for an open transaction rather than run inside it', async () => {
      let counted: Promise<unknown> | undefined;
      const rollBack = new Error('rolled back');
      await expect(
        thread.transaction(async (tx) => {
          await tx.query("insert into tagged values (100, 'uncommitted')");
          counted = thread.plannedOnce.query("select count(*)::int as count from tagged where tag = $1", ['uncommitted']);
          throw rollBack;
        }),
      ).rejects.toBe(rollBack);

      expect(await counted).toMatchObject({ rows: [{ count: 0 }] });
    });
  });

  it('leaves the event loop free while a long statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      // Half a second or more of WebAssembly: on the server's own thread no timer would fire until it ended.
      await thread.query('select count(*) from generate_series(1, 3000000) as n where n % 7 = 0');
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(3);
  });

  it('refuses statements once closed, and a close is no loss', async () => {
    const closed = await PgliteThread.open('memory://');
    const lost = vi.fn();
    closed.onLost(lost);
    await closed.close();

    await expect(closed.query('select 1')).rejects.toThrow('The embedded database is closed');
    expect(lost).not.toHaveBeenCalled();
  });

  // The server exits on it (server.ts), for its service manager to start a new one.
  it('tells its owner once when the thread stops while open, and refuses statements from then on', async () => {
    let worker: Worker | undefined;
    const crashed = await PgliteThread.open('memory://', (dir) => (worker = startPgliteWorker(dir)));
    const lost = vi.fn();
    crashed.onLost(lost);
    await crashed.query('select 1');

    await worker!.terminate();

    await vi.waitFor(() => expect(lost).toHaveBeenCalledTimes(1));
    expect(lost.mock.calls[0]![0]).toBeInstanceOf(Error);
    expect(String(lost.mock.calls[0]![0])).toContain("The embedded database's thread stopped");
    await expect(crashed.query('select 1')).rejects.toThrow("The embedded database's thread stopped");
    // A listener that comes later hears of it too.
    const lateListener = vi.fn();
    crashed.onLost(lateListener);
    expect(lateListener).toHaveBeenCalledTimes(1);
    await crashed.close();
    expect(lost).toHaveBeenCalledTimes(1);
  });
});
