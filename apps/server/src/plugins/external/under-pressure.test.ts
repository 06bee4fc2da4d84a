import { API_ERROR_MESSAGES } from '@vitrine/catalog/api-errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import underPressure, { isRealPressure } from './under-pressure.ts';

const WARN = 40;
const ERROR = 50;
/** The smallest sampling period under-pressure accepts. */
const SAMPLE_INTERVAL_MS = 10;

interface LogLine {
  level: number;
  msg: string;
  shed?: number;
  err?: unknown;
}

/** A server that is always "under pressure": any heap is more than one byte. */
async function overloadedServer(shedLogIntervalMs: number, onHandled = () => {}) {
  const lines: LogLine[] = [];
  const fastify = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } } });
  await fastify.register(underPressure, { maxHeapUsedBytes: 1, sampleIntervalMs: SAMPLE_INTERVAL_MS, shedLogIntervalMs });
  // As the app's compression and security headers do: an answer is written after an await.
  fastify.addHook('onSend', async (_request, _reply, payload) => {
    await new Promise((resolve) => setImmediate(resolve));
    return payload;
  });
  fastify.get('/api/blogs', async () => {
    onHandled();
    return { data: [] };
  });
  await fastify.ready();
  // under-pressure reads the heap on its first sample.
  await vi.waitFor(async () => expect((await fastify.inject('/api/blogs')).statusCode).toBe(503));
  return { fastify, lines };
}

describe('load shedding', () => {
  let server: FastifyInstance | undefined;
  afterEach(async () => server?.close());

  it('answers 503 with Retry-After and the spec error body', async () => {
    const { fastify } = await overloadedServer(60_000);
    server = fastify;
    const response = await fastify.inject('/api/blogs');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: API_ERROR_MESSAGES.server });
  });

  it('does the refused request no work: its handler never runs', async () => {
    let handled = 0;
    const { fastify, lines } = await overloadedServer(60_000, () => (handled += 1));
    server = fastify;
    handled = 0;
    for (let i = 0; i < 5; i += 1) expect((await fastify.inject('/api/blogs')).statusCode).toBe(503);
    expect(handled).toBe(0);
    expect(JSON.stringify(lines)).not.toMatch(/already sent/i);
  });

  it('logs one warning, without a stack, for many refused requests', async () => {
    const { fastify, lines } = await overloadedServer(60_000);
    server = fastify;
    for (let i = 0; i < 50; i += 1) expect((await fastify.inject('/api/blogs')).statusCode).toBe(503);
    expect(lines.filter((line) => line.level >= ERROR)).toEqual([]);
    const warnings = lines.filter((line) => line.level === WARN);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toMatch(/^overloaded \(.+\): answering 503 with Retry-After 5 s$/);
    expect(JSON.stringify(lines)).not.toMatch(/stack/i);
  });

  it('then counts the refusals of each interval in one line', async () => {
    const { fastify, lines } = await overloadedServer(50);
    server = fastify;
    const extra = 30;
    for (let i = 0; i < extra; i += 1) await fastify.inject('/api/blogs');
    // Every refusal after the first line is counted once, in some interval's line.
    await vi.waitFor(() => {
      const counted = lines.filter((line) => line.shed !== undefined).reduce((sum, line) => sum + (line.shed ?? 0), 0);
      expect(counted).toBe(extra);
    });
    expect(lines.every((line) => line.level === WARN)).toBe(true);
  });

  it('does not shed for a loop that was busy one whole sample, under the delay limit (under-pressure reports Infinity)', () => {
    const limits = { sampleIntervalMs: 1_000, maxEventLoopDelayMs: 3_000 };
    expect(isRealPressure('eventLoopDelay', Number.POSITIVE_INFINITY, limits)).toBe(false);
    expect(isRealPressure('eventLoopDelay', 3_500, limits)).toBe(true);
    expect(isRealPressure('eventLoopDelay', Number.POSITIVE_INFINITY, { sampleIntervalMs: 1_000, maxEventLoopDelayMs: 500 })).toBe(true);
    expect(isRealPressure('heapUsedBytes', 1e12, limits)).toBe(true);
  });
});
