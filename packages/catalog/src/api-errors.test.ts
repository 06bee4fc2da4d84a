import { describe, expect, it } from 'vitest';
import {
  API_ATTEMPTS,
  API_TIMEOUT_MS,
  ApiError,
  type ApiFailure,
  isRetryableFailure,
  isRetryableStatus,
  messageForFailure,
  messageForStatus,
  parseRetryAfterMs,
  RETRY_AFTER_MAX_MS,
  RETRY_DELAY_MS,
  retryDelayAfter,
  retryDelayMs,
} from './api-errors.ts';

describe('messageForStatus', () => {
  it.each([
    [401, 'Unauthorized access. Please check your API key.'],
    [404, 'Content not found.'],
    [429, 'Too many requests. Please wait and try again.'],
    [500, 'Server error. Please try again later.'],
    [502, 'Server error. Please try again later.'],
    [503, 'Server error. Please try again later.'],
    [400, 'API error. Please try again later.'],
    [403, 'API error. Please try again later.'],
    [418, 'API error. Please try again later.'],
    [501, 'API error. Please try again later.'],
    [504, 'API error. Please try again later.'],
  ])('%i -> %j', (status, message) => {
    expect(messageForStatus(status)).toBe(message);
  });
});

describe('messageForFailure', () => {
  it.each<[ApiFailure, string]>([
    [{ kind: 'timeout' }, 'Request timeout. Please try again.'],
    [{ kind: 'network' }, 'Network error. Please check your connection.'],
    [{ kind: 'unknown' }, 'An unknown error occurred.'],
    [{ kind: 'status', status: 404 }, 'Content not found.'],
    [{ kind: 'status', status: 400, serverMessage: 'querystring/limit must be <= 100' }, 'querystring/limit must be <= 100'],
    [{ kind: 'status', status: 401, serverMessage: 'Key revoked' }, 'Key revoked'],
    [{ kind: 'status', status: 500, serverMessage: '' }, 'Server error. Please try again later.'],
    [{ kind: 'status', status: 500, serverMessage: '   ' }, 'Server error. Please try again later.'],
    [{ kind: 'status', status: 429, serverMessage: 42 }, 'Too many requests. Please wait and try again.'],
    [{ kind: 'status', status: 502, serverMessage: null }, 'Server error. Please try again later.'],
  ])('%j -> %j', (failure, message) => {
    expect(messageForFailure(failure)).toBe(message);
  });
});

describe('retry policy', () => {
  it.each([
    [401, false],
    [404, false],
    [400, false],
    [403, false],
    [422, false],
    [408, true],
    [429, true],
    [500, true],
    [503, true],
  ])('status %i retryable: %s', (status, retryable) => {
    expect(isRetryableStatus(status)).toBe(retryable);
    expect(isRetryableFailure({ kind: 'status', status })).toBe(retryable);
  });

  it.each<ApiFailure>([{ kind: 'timeout' }, { kind: 'network' }, { kind: 'unknown' }])('retries %j', (failure) => {
    expect(isRetryableFailure(failure)).toBe(true);
  });

  it('times out after 10 s, tries 3 times, waits 1 s times the attempt number', () => {
    expect([API_TIMEOUT_MS, API_ATTEMPTS, RETRY_DELAY_MS]).toEqual([10_000, 3, 1_000]);
    expect([1, 2].map(retryDelayMs)).toEqual([1_000, 2_000]);
  });
});

describe('Retry-After', () => {
  const NOW_MS = Date.parse('2026-03-01T12:00:00Z');

  it('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfterMs('30', NOW_MS)).toBe(30_000);
    expect(parseRetryAfterMs(' 0 ', NOW_MS)).toBe(0);
    expect(parseRetryAfterMs('Sun, 01 Mar 2026 12:00:04 GMT', NOW_MS)).toBe(4_000);
    expect(parseRetryAfterMs('Sun, 01 Mar 2026 11:00:00 GMT', NOW_MS)).toBe(0);
  });

  it('ignores a missing or unreadable value', () => {
    for (const value of [null, '', '-5', '1.5', 'soon', '12345678901234567890x']) expect(parseRetryAfterMs(value, NOW_MS), String(value)).toBeUndefined();
  });

  it('waits what the server asked, never longer than the cap, else 1 s × attempt', () => {
    expect(RETRY_AFTER_MAX_MS).toBe(10_000);
    expect(retryDelayAfter({ kind: 'status', status: 429, retryAfterMs: 3_000 }, 1)).toBe(3_000);
    expect(retryDelayAfter({ kind: 'status', status: 503, retryAfterMs: 30_000 }, 1)).toBe(RETRY_AFTER_MAX_MS);
    expect(retryDelayAfter({ kind: 'status', status: 503 }, 2)).toBe(2_000);
    expect(retryDelayAfter({ kind: 'network' }, 1)).toBe(1_000);
  });
});

describe('ApiError', () => {
  it('carries the catalogue message, status and retry decision', () => {
    const error = new ApiError({ kind: 'status', status: 404 });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('Content not found.');
    expect(error.status).toBe(404);
    expect(error.isRetryable).toBe(false);
  });

  it('has no status for a timeout', () => {
    const error = new ApiError({ kind: 'timeout' });
    expect(error.message).toBe('Request timeout. Please try again.');
    expect(error.status).toBeUndefined();
    expect(error.isRetryable).toBe(true);
  });
});
