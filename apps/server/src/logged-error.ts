/**
 * How an error reads in the log. A failed query carries the SQL and its parameters (the
 * visitor's name, e-mail and message) in drizzle's message and fields, and the values of the
 * row in the driver's `detail`: personal data has no place in logs (PRODUCT §10.5). A database
 * error is logged by its class, its SQLSTATE and where it was thrown; the request id comes with
 * the line. Other errors read as pino's standard serializer has them.
 */

export interface LoggedError {
  [field: string]: unknown;
  type: string;
  /** For a database error only its class and SQLSTATE: a driver's message may quote a value. */
  message: string;
  /** SQLSTATE of a database error, errno code of a system error. */
  code?: string;
  /** For a database error: the driver's error class under drizzle's. */
  causeType?: string;
  /** Names from the schema, never values: which constraint, table or column refused. */
  constraint?: string;
  table?: string;
  column?: string;
  statusCode?: number | undefined;
  stack: string;
}

/** Fields by which drivers and drizzle say "this came from the database". */
const SQLSTATE = /^[0-9A-Z]{5}$/;

function causes(error: Error): Error[] {
  const chain: Error[] = [];
  for (let current: unknown = error; current instanceof Error && chain.length < 10; current = current.cause) chain.push(current);
  return chain;
}

function isDatabaseError(error: Error): boolean {
  const fields = error as unknown as Record<string, unknown>;
  return 'query' in fields || 'params' in fields || (typeof fields['code'] === 'string' && SQLSTATE.test(fields['code']) && 'severity' in fields);
}

/** The stack's frames without its first line, which repeats the message. */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

function stringField(error: Error, name: string): string | undefined {
  const value = (error as unknown as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const chain = causes(error);
  const database = chain.find(isDatabaseError);
  if (database !== undefined) {
    const driverError = chain.find((entry) => stringField(entry, 'code') !== undefined) ?? database;
    const code = stringField(driverError, 'code');
    return {
      type: error.constructor.name,
      message: `database error ${code ?? 'without a code'}`,
      code,
      causeType: driverError === error ? undefined : driverError.constructor.name,
      constraint: stringField(driverError, 'constraint'),
      table: stringField(driverError, 'table'),
      column: stringField(driverError, 'column'),
      stack: framesOf(error),
    } satisfies LoggedError;
  }
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  return {
    type: error.constructor.name,
    message: error.message,
    code: stringField(error, 'code'),
    statusCode: typeof statusCode === 'number' ? statusCode : undefined,
    stack: error.stack ?? '',
  } satisfies LoggedError;
}
