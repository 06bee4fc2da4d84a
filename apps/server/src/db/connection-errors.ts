/**
 * Tells "the database cannot be reached right now" apart from every other failure, so a
 * restart or an outage answers 503 and is logged in one line instead of as a crash.
 */

/** Socket errors while connecting or talking to the server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/** SQLSTATEs: admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down). */
const SHUTDOWN_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
/** SQLSTATE class 08: connection exceptions. */
const CONNECTION_EXCEPTION_CLASS = '08';
/** What node-postgres says, without a code, when a connection dies or never comes. */
const PG_CONNECTION_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** The first error in the `cause` chain (drizzle wraps the driver's error) that says the database is out of reach. */
export function databaseUnavailableCause(error: unknown): Error | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (isUnavailableError(current)) return current;
    // Node's `connect ECONNREFUSED` for a host with several addresses.
    if (current instanceof AggregateError && current.errors.some(isUnavailableError)) return current;
  }
  return undefined;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableCause(error) !== undefined;
}

function isUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    return NETWORK_CODES.has(code) || SHUTDOWN_SQLSTATES.has(code) || (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS));
  }
  return PG_CONNECTION_MESSAGES.test(error.message);
}

/** One line for the log: the driver's message, or its code when the message is empty. */
export function connectionFailureReason(error: unknown): string {
  const cause = databaseUnavailableCause(error) ?? error;
  if (!(cause instanceof Error)) return String(cause);
  const code = (cause as { code?: unknown }).code;
  return cause.message !== '' ? cause.message : typeof code === 'string' ? code : cause.name;
}
