import { API_ERROR_MESSAGES } from '@vitrine/catalog/api-errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { connectionFailureReason, isDatabaseUnavailable } from '../db/connection-errors.ts';
import { isStatementTimeout } from '../db/statement-timeout.ts';
import { sendBadRequest, sendError } from './error-responses.ts';

const MIN_CLIENT_ERROR = 400;
const MIN_SERVER_ERROR = 500;
const SERVICE_UNAVAILABLE = 503;

/**
 * Bad input is the client's to fix and says why (400 naming the parameter); anything
 * unexpected is logged and answered with the spec's generic server message, never details.
 * A database out of reach (restart, outage) is temporary: 503, logged in one line. So is a
 * query the database cut short at DB_STATEMENT_TIMEOUT_MS (overload, a runaway plan).
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation !== undefined) return sendBadRequest(reply, error.message);
  const statusCode = error.statusCode ?? MIN_SERVER_ERROR;
  if (statusCode >= MIN_CLIENT_ERROR && statusCode < MIN_SERVER_ERROR) return sendError(reply, statusCode, error.message);
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ reason: connectionFailureReason(error) }, 'database unavailable: answered 503');
    return sendError(reply, SERVICE_UNAVAILABLE, API_ERROR_MESSAGES.server);
  }
  if (isStatementTimeout(error)) {
    request.log.warn('database query cut short by DB_STATEMENT_TIMEOUT_MS: answered 503');
    return sendError(reply, SERVICE_UNAVAILABLE, API_ERROR_MESSAGES.server);
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, statusCode >= MIN_SERVER_ERROR ? statusCode : MIN_SERVER_ERROR, API_ERROR_MESSAGES.server);
}
