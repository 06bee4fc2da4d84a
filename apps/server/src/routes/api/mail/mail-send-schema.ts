import { Type } from '@sinclair/typebox';
import { ErrorResponseSchema } from '@vitrine/catalog/api-schemas';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH, MailSendBodySchema } from '@vitrine/catalog/contact-request';
import { PRINTABLE_KEY_PATTERN } from '@vitrine/catalog/text-rules';

export const MailSendHeadersSchema = Type.Object({
  [IDEMPOTENCY_KEY_HEADER]: Type.String({ minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH, pattern: PRINTABLE_KEY_PATTERN }),
});

export const MailSendResponseSchema = Type.Object({ ok: Type.Literal(true) });

export const mailSendSchema = {
  summary: 'Send a contact request to the operator',
  headers: MailSendHeadersSchema,
  body: MailSendBodySchema,
  response: { 200: MailSendResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema },
};
