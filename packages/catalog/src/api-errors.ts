/** The API client's error catalogue and retry policy (PRODUCT §8.1, §9.1). */

export const API_TIMEOUT_MS = 10_000;
export const API_ATTEMPTS = 3;
/** Multiplied by the attempt number before each retry. */
export const RETRY_DELAY_MS = 1_000;

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
  | { kind: 'status'; status: number; serverMessage?: unknown }
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

/** 401 and 404 will not change by asking again; every other failure is retried. */
export function isRetryableStatus(status: number): boolean {
  return status !== 401 && status !== 404;
}

export function isRetryableFailure(failure: ApiFailure): boolean {
  return failure.kind !== 'status' || isRetryableStatus(failure.status);
}

/** Delay before retry number `attempt` (1-based): 1 s, then 2 s. */
export function retryDelayMs(attempt: number): number {
  return RETRY_DELAY_MS * attempt;
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
