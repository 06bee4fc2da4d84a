import { Cron } from 'croner';
import fp from 'fastify-plugin';
import { refreshTrendingScores } from '../../db/refresh-trending-scores.ts';

/** Every hour, on the hour: a score a few minutes old ranks the same videos (PRODUCT §10.6). */
export const TRENDING_REFRESH_CRON = '0 * * * *';

/**
 * Keeps the stored trending scores current: once at start (the server may have been down
 * for days) and then hourly. A failed run (database outage) is logged and the next one retries.
 */
export default fp(
  async (fastify) => {
    const refresh = async ({ isServing = true } = {}) => {
      try {
        const changed = await refreshTrendingScores(fastify.db, { isServing });
        if (changed !== undefined) fastify.log.info({ videos: changed }, 'trending scores refreshed');
        // Thousands of scores rewritten: their pages are no longer all-visible, and a Trending page
        // would read every skipped score's row again instead of its index alone until a vacuum.
        if (changed !== undefined && changed > 0) await fastify.videosRepository.tidyAfterScoreRefresh();
      } catch (error) {
        fastify.log.warn({ reason: (error as Error).message }, 'trending scores not refreshed; next try within the hour');
      }
    };
    // protect: a slow run is never overlapped by the next; unref: the timer never keeps a stopping process alive.
    const job = new Cron(TRENDING_REFRESH_CRON, { protect: true, unref: true }, () => refresh());
    // onReady runs before the server listens: no request waits on this refresh.
    fastify.addHook('onReady', () => refresh({ isServing: false }));
    fastify.addHook('onClose', async () => job.stop());
  },
  { name: 'trending-refresh', dependencies: ['database', 'videos-repository'] },
);
