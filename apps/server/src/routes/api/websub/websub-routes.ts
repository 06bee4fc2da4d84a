import type { FastifyPluginAsync } from 'fastify';
import { createSourcesRepository } from '../../../db/sources-repository.ts';
import { FeedFormatError, readFeed } from '../../../youtube/feed-reader.ts';
import { channelOfTopic, isValidSignature, WEBSUB_LEASE_SECONDS } from '../../../youtube/websub.ts';

/** A notification is one feed entry; anything this size is not one. */
const MAX_NOTIFICATION_BYTES = 256 * 1024;
const MAX_LEASE_SECONDS = 30 * 24 * 60 * 60;

export interface WebSubRoutesOptions {
  secret: string;
}

/**
 * YouTube's WebSub hub talks to `/api/websub/youtube` (PRODUCT §10.15): a GET to verify a
 * (un)subscription we asked for, a POST per new or changed video. The POST's only credential is
 * its HMAC signature, so it sits outside the API key; a bad one gets 403 and changes nothing.
 */
const websubRoutes: FastifyPluginAsync<WebSubRoutesOptions> = async (fastify, { secret }) => {
  const sources = createSourcesRepository(fastify.db);

  // The body is checked byte for byte against the signature: keep it as text.
  for (const type of ['application/atom+xml', 'application/xml', 'text/xml']) {
    fastify.addContentTypeParser(type, { parseAs: 'string', bodyLimit: MAX_NOTIFICATION_BYTES }, (_request, body, done) => done(null, body));
  }

  fastify.get<{ Querystring: Record<string, string | undefined> }>('/youtube', { schema: { hide: true } }, async (request, reply) => {
    const mode = request.query['hub.mode'];
    const challenge = request.query['hub.challenge'];
    const channelId = channelOfTopic(request.query['hub.topic']);
    if ((mode !== 'subscribe' && mode !== 'unsubscribe') || challenge === undefined || channelId === undefined) return reply.code(404).send();
    const ours = await sources.findByChannel(channelId);
    // Confirm only what we want: a subscription for a channel we sync, an unsubscription for one we do not.
    if ((mode === 'subscribe') !== ours.length > 0) return reply.code(404).send();
    if (mode === 'subscribe') {
      const granted = Number(request.query['hub.lease_seconds'] ?? WEBSUB_LEASE_SECONDS);
      const seconds = Number.isInteger(granted) && granted > 0 ? Math.min(granted, MAX_LEASE_SECONDS) : WEBSUB_LEASE_SECONDS;
      for (const source of ours) await sources.setWebSubLease(source.id, new Date(Date.now() + seconds * 1_000));
    }
    return reply.code(200).type('text/plain; charset=utf-8').send(challenge);
  });

  fastify.post('/youtube', { schema: { hide: true } }, async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers['x-hub-signature'];
    if (!isValidSignature(body, typeof signature === 'string' ? signature : undefined, secret)) return reply.code(403).send();
    let channelIds: string[];
    try {
      const feed = readFeed(body);
      channelIds = [...new Set([feed.channelId, ...feed.entries.map((entry) => entry.channelId)].filter((id): id is string => id !== undefined))];
    } catch (error) {
      if (!(error instanceof FeedFormatError)) throw error;
      // Signed but unreadable (a deleted-video notice has no entry): nothing to do, and no retry.
      return reply.code(204).send();
    }
    // The hub wants a quick answer: the sync (one feed per source) goes on after it.
    for (const channelId of channelIds) {
      void fastify.syncScheduler.syncChannel(channelId).catch((error: unknown) => request.log.warn({ err: error, channelId }, 'WebSub sync failed'));
    }
    return reply.code(204).send();
  });
};

export default websubRoutes;
