import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;
/** What PostgreSQL answers, message by message (PGlite exports no name for the type). */
type BackendMessages = Parameters<typeof parse.parseResults>[0];

/**
 * Set around the bind only: PGlite's one session also runs the searches, and PostgreSQL would plan
 * their unnamed statements generically too.
 */
const PLAN_ONCE = 'set plan_cache_mode = force_generic_plan';
const PLAN_AS_USUAL = 'reset plan_cache_mode';

interface NamedStatement {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it: how PGlite serialises its value. */
  paramTypes: number[];
}

/**
 * Statements whose best plan is the same whatever their values (OpenDatabase.plannedOnceDb), run
 * on PGlite as the planned-once pool runs them on PostgreSQL (open-postgres.ts): parsed under a
 * name the first time, then only bound and executed, with one generic plan. PGlite's own `query`
 * parses, describes and plans its statement at every call: ~1.2 ms for a list page of 100,000
 * videos, against ~0.7 ms so (docs/PERFORMANCE.md). There is one name per statement text, and the
 * texts are the repository's, each built once: their number is bounded by the code.
 */
export function createPlannedOnceQueries(db: PGlite) {
  const statements = new Map<string, NamedStatement>();
  // Never reused: a statement parsed before its description failed keeps its name in the session.
  let attempts = 0;
  // Written to the file system once a statement's exchange is over, as PGlite's `query` does.
  const run = async (message: Uint8Array) => (await db.execProtocol(message, { syncToFs: false })).messages;

  const prepare = async (text: string): Promise<NamedStatement> => {
    attempts += 1;
    const name = `vitrine_planned_once_${attempts}`;
    try {
      await run(serialize.parse({ name, text }));
      const statement = { name, paramTypes: parse.parseDescribeStatementResults(await run(serialize.describe({ type: 'S', name }))) };
      statements.set(text, statement);
      return statement;
    } finally {
      await run(serialize.sync());
    }
  };

  /** PGlite's `query` for a statement of plannedOnceDb, under the same locks, so that it never runs inside another's transaction. */
  return (text: string, params: unknown[], options: QueryOptions): Promise<Results> =>
    db._runExclusiveTransaction(() =>
      db._runExclusiveQuery(async () => {
        const { name, paramTypes } = statements.get(text) ?? (await prepare(text));
        // Serialised as PGlite's `query` does, by the type PostgreSQL gave each parameter.
        const values = params.map((value, index) => (value === null || value === undefined ? null : (db.serializers[paramTypes[index]!]?.(value) ?? String(value))));
        const messages: BackendMessages = [];
        await run(serialize.query(PLAN_ONCE));
        try {
          for (const message of [serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({})]) messages.push(...(await run(message)));
        } finally {
          // Ends the bind's exchange, even one an error cut short, before the session's setting comes back.
          messages.push(...(await run(serialize.sync())));
          await run(serialize.query(PLAN_AS_USUAL));
          await db.syncToFs();
        }
        const [results] = parse.parseResults(messages, db.parsers, options);
        if (results === undefined) throw new Error(`PGlite answered no result to ${name}`);
        return results;
      }),
    );
}
