/** The API client's error catalogue and retry policy (PRODUCT §8.1, §9.1). */

export const API_TIMEOUT_MS = 10_000;
export const API_ATTEMPTS = 3;
/** Multiplied by the attempt number before each retry. */
export const RETRY_DELAY_MS = 1_000;
/** The longest a `Retry-After` can make the client wait before its next attempt. */
export const RETRY_AFTER_MAX_MS = 10_000;

export const API_ERROR_MESSAGES = {
  unauthorized: 'Unauthorized access. Please check your API key.',
  notFound: 'Content not found.',
  tooManyRequests: 'Too many requests. Please wait and try again.',
  server: 'Server error. Please try again later.',
  otherStatus: 'API error. Please try again later.',
  timeout: 'Request timeout. Please try again.',
  network: 'Network error. Please check your connection.',
  unknown: 'An unknown error occurred.',
} as const;

/** How a call failed: an HTTP status (maybe with the server's message), a timeout, no response, or anything else. */
export type ApiFailure =
  | { kind: 'status'; status: number; serverMessage?: unknown; retryAfterMs?: number }
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'unknown' };

export function messageForStatus(status: number): string {
  switch (status) {
    case 401:
      return API_ERROR_MESSAGES.unauthorized;
    case 404:
      return API_ERROR_MESSAGES.notFound;
    case 429:
      return API_ERROR_MESSAGES.tooManyRequests;
    case 500:
    case 502:
    case 503:
      return API_ERROR_MESSAGES.server;
    default:
      return API_ERROR_MESSAGES.otherStatus;
  }
}

/** The server's `message` field, when it is a non-empty string, overrides the status message. */
export function messageForFailure(failure: ApiFailure): string {
  switch (failure.kind) {
    case 'status':
      return typeof failure.serverMessage === 'string' && failure.serverMessage.trim() !== ''
        ? failure.serverMessage
        : messageForStatus(failure.status);
    case 'timeout':
      return API_ERROR_MESSAGES.timeout;
    case 'network':
      return API_ERROR_MESSAGES.network;
    case 'unknown':
      return API_ERROR_MESSAGES.unknown;
  }
}

/**
 * A refused request (4xx) will not change by asking again: a 400 from the contact form is
 * final. Only a timeout (408) and too many requests (429) among them are retried, as are 5xx.
 */
export function isRetryableStatus(status: number): boolean {
  if (status >= 400 && status < 500) return status === 408 || status === 429;
  return true;
}

export function isRetryableFailure(failure: ApiFailure): boolean {
  return failure.kind !== 'status' || isRetryableStatus(failure.status);
}

/** Delay before retry number `attempt` (1-based): 1 s, then 2 s. */
export function retryDelayMs(attempt: number): number {
  return RETRY_DELAY_MS * attempt;
}

/** The wait before the next attempt: the server's `Retry-After` when it sent one, capped; else the usual delay. */
export function retryDelayAfter(failure: ApiFailure, attempt: number): number {
  if (failure.kind === 'status' && failure.retryAfterMs !== undefined) return Math.min(failure.retryAfterMs, RETRY_AFTER_MAX_MS);
  return retryDelayMs(attempt);
}

/**
 * `Retry-After` (429 and 503) in milliseconds: delta-seconds or an HTTP date, counted from `nowMs`.
 * Missing or unreadable gives undefined; a date in the past gives 0.
 */
export function parseRetryAfterMs(value: string | null, nowMs: number): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1_000;
  const dateMs = Date.parse(text);
  if (!/[a-z]/i.test(text) || Number.isNaN(dateMs)) return undefined;
  return Math.max(0, dateMs - nowMs);
}

/** What the client throws and the per-category store keeps. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly failure: ApiFailure;
  readonly status: number | undefined;
  readonly isRetryable: boolean;

  constructor(failure: ApiFailure) {
    super(messageForFailure(failure));
    this.failure = failure;
    this.status = failure.kind === 'status' ? failure.status : undefined;
    this.isRetryable = isRetryableFailure(failure);
  }
}
