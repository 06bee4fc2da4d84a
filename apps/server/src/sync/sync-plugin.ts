import fp from 'fastify-plugin';
import type { YouTubeConfig } from '../youtube/youtube-config.ts';
import { SyncScheduler } from './sync-scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    syncScheduler: SyncScheduler;
  }
}

/** Channel sync in the server: starts when the app is ready, and a stop waits for the run in progress. */
export default fp<{ config: YouTubeConfig }>(
  async (fastify, { config }) => {
    const scheduler = new SyncScheduler(fastify.db, config, fastify.log);
    fastify.decorate('syncScheduler', scheduler);
    fastify.addHook('onReady', async () => scheduler.start());
    fastify.addHook('preClose', () => scheduler.stop());
  },
  { name: 'sync', dependencies: ['database'] },
);
