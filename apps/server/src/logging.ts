import type { Writable } from 'node:stream';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pinoPretty from 'pino-pretty';
import type { AppConfig } from './config.ts';
import { serializeError } from './logged-error.ts';

/** The fields of the one line written per request; pretty output shows them in the message instead. */
const REQUEST_LINE_FIELDS = ['method', 'url', 'statusCode', 'responseTimeMs'] as const;

/** How a line reads on a terminal: local time, level, request id and message; other fields below it. */
export const PRETTY_OPTIONS = {
  translateTime: 'SYS:HH:MM:ss.l',
  ignore: ['pid', 'hostname', 'reqId', ...REQUEST_LINE_FIELDS].join(','),
  messageFormat: '{if reqId}{reqId} {end}{msg}',
} satisfies pinoPretty.PrettyOptions;

/**
 * Fastify's logger: readable lines (pino-pretty, written synchronously so none is lost at exit)
 * for a person at a terminal, JSON lines for everything else (journald, Docker, a log shipper),
 * or to the given stream. Errors never carry SQL parameters (logged-error.ts).
 */
export function loggerOptions(level: AppConfig['logLevel'], isTerminal: boolean, stream?: Writable) {
  const serializers = { err: serializeError };
  if (stream !== undefined) return { level, serializers, stream };
  return isTerminal ? { level, serializers, stream: pinoPretty({ ...PRETTY_OPTIONS, sync: true }) } : { level, serializers };
}

/** The log levels at which info lines are written. */
const LEVELS_WRITING_INFO: ReadonlySet<string> = new Set(['trace', 'debug', 'info']);

/**
 * One line per request, written when the response is sent, instead of Fastify's "incoming
 * request" and "request completed" pair: method, URL, status and duration, with the request
 * id every other line of that request carries. Fastify's other lines (errors, 404s) stay.
 */
export class RequestLineLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // Nothing built for a line that would not be written (LOG_LEVEL above info, as in production under load).
    if (!error && !LEVELS_WRITING_INFO.has(reply.log.level)) return;
    const responseTimeMs = Math.round(reply.elapsedTime * 10) / 10;
    const line: Record<(typeof REQUEST_LINE_FIELDS)[number], string | number> = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTimeMs,
    };
    const message = `${request.method} ${request.url} ${reply.statusCode} ${responseTimeMs} ms`;
    // An error here is the response itself failing (the client went away mid-answer, say).
    if (error) reply.log.error({ ...line, err: error }, message);
    else reply.log.info(line, message);
  }
}
