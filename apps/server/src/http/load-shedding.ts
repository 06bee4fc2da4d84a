import { API_ERROR_MESSAGES } from '@vitrine/catalog/api-errors';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { sendError } from './error-responses.ts';

const SERVICE_UNAVAILABLE = 503;
/** What an overloaded server asks clients to wait (PRODUCT §7.7): the API client retries after its own delay anyway. */
export const SHED_RETRY_AFTER_S = 5;
/** At most one warning per this long while load is shed, however many requests are refused. */
export const SHED_LOG_INTERVAL_MS = 10_000;

export interface LoadShedderOptions {
  log: FastifyBaseLogger;
  retryAfterS?: number;
  logIntervalMs?: number;
}

/**
 * Answers a request refused under load: 503, Retry-After, the spec's error body. The first
 * refusal after a quiet spell is logged at once; the ones after it are counted and logged as
 * one warning per interval (no stack: nothing failed, the server protected itself).
 */
export function createLoadShedder({ log, retryAfterS = SHED_RETRY_AFTER_S, logIntervalMs = SHED_LOG_INTERVAL_MS }: LoadShedderOptions) {
  let shedSinceLastLine = 0;
  let timer: NodeJS.Timeout | undefined;

  const summarise = () => {
    if (shedSinceLastLine === 0) {
      timer = undefined;
      return;
    }
    log.warn({ shed: shedSinceLastLine }, `overloaded: answered 503 to ${shedSinceLastLine} more requests in the last ${logIntervalMs / 1_000} s`);
    shedSinceLastLine = 0;
    timer = setTimeout(summarise, logIntervalMs).unref();
  };

  /**
   * Resolves once the answer is written. under-pressure lets the request go on after its handler,
   * and Fastify stops it only when the reply is already sent: a refused request must not reach its
   * route (the work shedding saves) nor answer twice.
   */
  const shed = async (reply: FastifyReply, cause: string, measured: number | undefined): Promise<void> => {
    if (timer === undefined) {
      log.warn({ cause, measured }, `overloaded (${cause}): answering 503 with Retry-After ${retryAfterS} s`);
      timer = setTimeout(summarise, logIntervalMs).unref();
    } else {
      shedSinceLastLine += 1;
    }
    try {
      await sendError(reply.header('retry-after', String(retryAfterS)), SERVICE_UNAVAILABLE, API_ERROR_MESSAGES.server);
    } catch {
      // The client left before the answer was written: nothing more to do for it.
    }
  };

  return { shed, stop: () => clearTimeout(timer) };
}
