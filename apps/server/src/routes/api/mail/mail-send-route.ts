import type {} from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IDEMPOTENCY_KEY_HEADER, MAIL_SEND_BODY_LIMIT_BYTES } from '@vitrine/catalog/contact-request';
import type { FastifyInstance } from 'fastify';
import { errorHandler } from '../../../http/error-handler.ts';
import { sendBadRequest } from '../../../http/error-responses.ts';
import { checkContactRequest, type ContactRequestField } from '../../../mail/contact-request.ts';
import { isHoneypotFilled, robotSignal } from '../../../mail/robot-signals.ts';
import { mailSendSchema } from './mail-send-schema.ts';

const FIELD_PATHS: Record<ContactRequestField, string> = { name: 'name', email: 'bodyContent.email', message: 'bodyContent.message' };
const OK = { ok: true } as const;

/**
 * POST /api/mail/send (PRODUCT §7.4), registered in the /api scope (API key, rate limiting):
 * the request is in the outbox before the 200 leaves.
 */
export default async function mailSendRoute(fastify: FastifyInstance): Promise<void> {
  const { config } = fastify.mailOutbox;

  fastify.withTypeProvider<TypeBoxTypeProvider>().post('/send', {
    schema: mailSendSchema,
    bodyLimit: MAIL_SEND_BODY_LIMIT_BYTES,
    // Per client address: the form is open to anyone, the operator's inbox is not.
    config: { rateLimit: { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs } },
    // An over-long form is bad input like any other field (400), not a 413.
    errorHandler(error, request, reply) {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendBadRequest(reply, `Body must be at most ${MAIL_SEND_BODY_LIMIT_BYTES / 1024} KB.`);
      return errorHandler(error, request, reply);
    },
    handler: async (request, reply) => {
      const { body } = request;
      // A robot gets the answer a person gets, so it learns nothing; no person fills this field.
      if (isHoneypotFilled(body.website)) {
        request.log.info('contact request dropped: honeypot filled in');
        return OK;
      }
      const check = checkContactRequest({ name: body.name, email: body.bodyContent.email, message: body.bodyContent.message });
      if (!check.ok) return sendBadRequest(reply, `Body field '${FIELD_PATHS[check.field]}' ${check.problem}.`);

      // Too fast or untimed is only a hint (autofill fills a form in no time): delivered, flagged.
      const signal = robotSignal(body.fillMs, config.minFillTimeMs);
      const isNew = await fastify.mailOutbox.enqueue(request.headers[IDEMPOTENCY_KEY_HEADER], { ...check.request, robotSignal: signal });
      request.log.info({ isNew, robotSignal: signal?.kind }, 'contact request queued');
      return OK;
    },
  });
}
