import {
  API_ATTEMPTS,
  API_TIMEOUT_MS,
  ApiError,
  isRetryableFailure,
  parseRetryAfterMs,
  retryDelayAfter,
  type ApiFailure,
} from '@vitrine/catalog/api-errors';
import { API_KEY_HEADER } from '@vitrine/catalog/page-config';
import { readPageConfig } from '../config/page-config.ts';

/**
 * The one way the site talks to its API (PRODUCT §7, §8, §9; §10.2): same origin
 * under /api, JSON, the injected API key, a 10 s timeout, 3 attempts 1 s × attempt
 * apart (or what `Retry-After` asks, capped), refusals final, failures turned into the catalogue's
 * messages. Identical GETs in flight at the same time share one request.
 */

export { ApiError };

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiClientOptions {
  /** Absolute in tests (Node's fetch has no page to resolve `/api` against). */
  baseUrl: string;
  timeoutMs: number;
  attempts: number;
  /** Waits between attempts; replaced in tests to record the delays. */
  sleep: (ms: number) => Promise<void>;
  apiKey: () => string;
}

export interface ApiClient {
  get<T>(path: string, query?: Record<string, QueryValue>): Promise<T>;
  post<T>(path: string, body: unknown, headers?: Record<string, string>): Promise<T>;
}

const API_BASE_PATH = '/api';

/** Looks the timer up at call time so fake timers apply. */
function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function createApiClient(overrides: Partial<ApiClientOptions> = {}): ApiClient {
  const options: ApiClientOptions = {
    baseUrl: API_BASE_PATH,
    timeoutMs: API_TIMEOUT_MS,
    attempts: API_ATTEMPTS,
    sleep,
    apiKey: () => readPageConfig().apiKey,
    ...overrides,
  };

  async function request<T>(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await attemptOnce<T>(options, method, url, body, headers);
      } catch (error) {
        const apiError = error instanceof ApiError ? error : new ApiError({ kind: 'unknown' });
        if (!isRetryableFailure(apiError.failure) || attempt >= options.attempts) throw apiError;
        await options.sleep(retryDelayAfter(apiError.failure, attempt));
      }
    }
  }

  /** Rows that ask the same page (the latest row and New Releases, PRODUCT §4.3) get one request, shared. */
  const getsInFlight = new Map<string, Promise<unknown>>();

  function sharedGet<T>(url: string): Promise<T> {
    const inFlight = getsInFlight.get(url);
    if (inFlight) return inFlight as Promise<T>;
    const started = request<T>('GET', url).finally(() => getsInFlight.delete(url));
    getsInFlight.set(url, started);
    return started;
  }

  return {
    get: (path, query) => sharedGet(buildUrl(options.baseUrl, path, query)),
    post: (path, body, headers) => request('POST', buildUrl(options.baseUrl, path), body, headers),
  };
}

async function attemptOnce<T>(
  options: ApiClientOptions,
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', accept: 'application/json', [API_KEY_HEADER]: options.apiKey(), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch {
      throw failed(controller.signal.aborted ? { kind: 'timeout' } : { kind: 'network' });
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw failed(controller.signal.aborted ? { kind: 'timeout' } : { kind: 'network' });
    }
    const parsed = parseJson(text);
    if (!response.ok) {
      const retryAfterMs = parseRetryAfterMs(response.headers.get('retry-after'), Date.now());
      throw failed({ kind: 'status', status: response.status, serverMessage: messageField(parsed.value), ...(retryAfterMs === undefined ? {} : { retryAfterMs }) });
    }
    if (!parsed.ok) throw failed({ kind: 'unknown' });
    return parsed.value as T;
  } finally {
    clearTimeout(timer);
  }
}

function failed(failure: ApiFailure): ApiError {
  return new ApiError(failure);
}

function parseJson(text: string): { ok: boolean; value: unknown } {
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, value: undefined };
  }
}

function messageField(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
}

/** Empty values are left out: the API refuses an empty label. */
function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

let defaultClient = createApiClient();

export function apiGet<T>(path: string, query?: Record<string, QueryValue>): Promise<T> {
  return defaultClient.get<T>(path, query);
}

export function apiPost<T>(path: string, body: unknown, headers?: Record<string, string>): Promise<T> {
  return defaultClient.post<T>(path, body, headers);
}

/** Tests only: point apiGet/apiPost at a local server (and, say, a recording sleep). */
export function setApiClientForTests(overrides?: Partial<ApiClientOptions>): void {
  defaultClient = createApiClient(overrides);
}
