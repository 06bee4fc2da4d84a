import fp from 'fastify-plugin';
import type { ContactRequest } from './contact-request.ts';
import type { MailConfig } from './mail-config.ts';
import { enqueueContactMail } from './outbox-repository.ts';
import { OutboxWorker } from './outbox-worker.ts';
import { createMailTransport } from './transports/create-mail-transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: {
      config: MailConfig;
      /** Commits the request to the outbox (once per key) and wakes the worker; true when new. */
      enqueue: (idempotencyKey: string, request: ContactRequest) => Promise<boolean>;
    };
  }
}

export interface MailPluginOptions {
  /** AppConfig.mail, validated with the rest of the configuration at start-up. */
  config: MailConfig;
}

/**
 * The mail outbox and its delivery worker, which starts when the app is ready and stops,
 * finishing its current round, when the app closes. POST /api/mail/send uses it.
 */
export const mailPlugin = fp<MailPluginOptions>(
  async (fastify, options) => {
    const { config } = options;
    const transport = createMailTransport(config, fastify.log);
    const worker = new OutboxWorker(fastify.db, transport, config, fastify.log);

    fastify.decorate('mailOutbox', {
      config,
      async enqueue(idempotencyKey: string, request: ContactRequest) {
        const isNew = await enqueueContactMail(fastify.db, idempotencyKey, request);
        if (isNew) worker.nudge();
        return isNew;
      },
    });
    fastify.addHook('onReady', async () => worker.start());
    fastify.addHook('preClose', () => worker.stop());
    fastify.addHook('onClose', () => transport.close());
  },
  { name: 'mail-outbox', dependencies: ['database'] },
);
