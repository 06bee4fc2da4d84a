import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';

// Generous, and on delay only: PGlite's start-up (WebAssembly) blocks the loop for a moment,
// and a busy shared CPU keeps utilisation high without the server being in trouble.
const MAX_EVENT_LOOP_DELAY_MS = 3_000;

/** Sheds load with a 503 instead of letting latency grow without bound. */
export default fp(
  async (fastify) => {
    await fastify.register(underPressure, {
      maxEventLoopDelay: MAX_EVENT_LOOP_DELAY_MS,
      retryAfter: 5,
    });
  },
  { name: 'under-pressure' },
);
