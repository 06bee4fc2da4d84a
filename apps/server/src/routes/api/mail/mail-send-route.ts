import type {} from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IDEMPOTENCY_KEY_HEADER, MAIL_SEND_BODY_LIMIT_BYTES, type MailSendBody } from '@vitrine/catalog/contact-request';
import type { FastifyInstance } from 'fastify';
import { errorHandler } from '../../../http/error-handler.ts';
import { sendBadRequest } from '../../../http/error-responses.ts';
import { checkContactRequest, type ContactRequest } from '../../../mail/contact-request.ts';
import { mailSendSchema } from './mail-send-schema.ts';

const FIELD_PATHS: Record<keyof ContactRequest, string> = { name: 'name', email: 'bodyContent.email', message: 'bodyContent.message' };
const OK = { ok: true } as const;

function isBotPost(body: MailSendBody, minFillTimeMs: number): boolean {
  if (body.website?.trim()) return true;
  // The form always sends its fill time: a post without one comes from a robot.
  return (body.fillMs ?? 0) < minFillTimeMs;
}

/**
 * POST /api/mail/send (SPEC §7), registered in the /api scope (API key, rate limiting):
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
      // Robots get the same answer as people, so they learn nothing from it.
      if (isBotPost(body, config.minFillTimeMs)) {
        request.log.info('contact request dropped as a robot post');
        return OK;
      }
      const check = checkContactRequest({ name: body.name, email: body.bodyContent.email, message: body.bodyContent.message });
      if (!check.ok) return sendBadRequest(reply, `Body field '${FIELD_PATHS[check.field]}' ${check.problem}.`);

      const isNew = await fastify.mailOutbox.enqueue(request.headers[IDEMPOTENCY_KEY_HEADER], check.request);
      request.log.info({ isNew }, 'contact request queued');
      return OK;
    },
  });
}
