/** SQLSTATE query_canceled: what PostgreSQL raises when statement_timeout cuts a query short. */
const QUERY_CANCELED = '57014';

/** Whether the error, or one in its `cause` chain (drizzle wraps the driver's), is a query cut short by the time box. */
export function isStatementTimeout(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === QUERY_CANCELED) return true;
  }
  return false;
}
