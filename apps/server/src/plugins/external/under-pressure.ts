import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { createLoadShedder } from '../../http/load-shedding.ts';

/**
 * Default of SHED_EVENT_LOOP_DELAY_MS. Generous, and on delay only: PGlite's start-up
 * (WebAssembly) blocks the loop for a moment, and a busy shared CPU keeps utilisation high
 * without the server being in trouble.
 */
export const DEFAULT_SHED_EVENT_LOOP_DELAY_MS = 3_000;

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
    await fastify.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs ?? DEFAULT_SHED_EVENT_LOOP_DELAY_MS,
      ...(options.maxHeapUsedBytes !== undefined && { maxHeapUsedBytes: options.maxHeapUsedBytes }),
      ...(options.sampleIntervalMs !== undefined && { sampleInterval: options.sampleIntervalMs }),
      // Answered here, not thrown: a thrown error would reach the error handler and be logged with its stack, per request.
      pressureHandler: (_request, reply, type, value) => shedder.shed(reply, type, value),
    });
  },
  { name: 'under-pressure' },
);
