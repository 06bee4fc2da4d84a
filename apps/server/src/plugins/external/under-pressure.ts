import underPressure, { TYPE_EVENT_LOOP_DELAY, TYPE_HEAP_USED_BYTES } from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { createLoadShedder } from '../../http/load-shedding.ts';

/**
 * Default of SHED_EVENT_LOOP_DELAY_MS. Generous, and on delay only: a busy shared CPU keeps
 * the loop's utilisation high, and its delay above a few milliseconds, without the server
 * being in trouble.
 */
export const DEFAULT_SHED_EVENT_LOOP_DELAY_MS = 3_000;

/** under-pressure's own sampling period when none is given. */
const DEFAULT_SAMPLE_INTERVAL_MS = 1_000;

/**
 * Whether a pressure under-pressure reports is real. A loop busy for a whole sampling period
 * leaves it no delay measured, which it reports as Infinity: the delay is then only known to be
 * at least one period, under the limit when the period is shorter than it. Shedding on that
 * refused every request after any one-second task, whatever SHED_EVENT_LOOP_DELAY_MS said.
 */
export function isRealPressure(type: string, value: number | undefined, { sampleIntervalMs, maxEventLoopDelayMs }: { sampleIntervalMs: number; maxEventLoopDelayMs: number }): boolean {
  return !(type === TYPE_EVENT_LOOP_DELAY && value === Number.POSITIVE_INFINITY && sampleIntervalMs < maxEventLoopDelayMs);
}

export interface UnderPressureOptions {
  maxEventLoopDelayMs?: number;
  /** Tests shed on purpose with a tiny heap limit; unset in production. */
  maxHeapUsedBytes?: number;
  /** How often under-pressure samples the loop and the heap (its default when unset). */
  sampleIntervalMs?: number;
  shedLogIntervalMs?: number;
}

/** Sheds load with a 503 instead of letting latency grow without bound (PRODUCT §7.7). */
export default fp<UnderPressureOptions>(
  async (fastify, options) => {
    const shedder = createLoadShedder({ log: fastify.log, logIntervalMs: options.shedLogIntervalMs });
    fastify.addHook('onClose', async () => shedder.stop());
    const limits = {
      sampleIntervalMs: options.sampleIntervalMs ?? DEFAULT_SAMPLE_INTERVAL_MS,
      maxEventLoopDelayMs: options.maxEventLoopDelayMs ?? DEFAULT_SHED_EVENT_LOOP_DELAY_MS,
    };
    await fastify.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      ...(options.maxHeapUsedBytes !== undefined && { maxHeapUsedBytes: options.maxHeapUsedBytes }),
      ...(options.sampleIntervalMs !== undefined && { sampleInterval: options.sampleIntervalMs }),
      // Answered here, not thrown: a thrown error would reach the error handler and be logged with its stack, per request.
      pressureHandler: (_request, reply, type, value) => {
        if (isRealPressure(type, value, limits)) return shedder.shed(reply, type, value);
        // under-pressure stops at its first check, the loop's: the heap limit still applies.
        const { heapUsed } = fastify.memoryUsage();
        if (options.maxHeapUsedBytes !== undefined && heapUsed > options.maxHeapUsedBytes) return shedder.shed(reply, TYPE_HEAP_USED_BYTES, heapUsed);
        return undefined;
      },
    });
  },
  { name: 'under-pressure' },
);
