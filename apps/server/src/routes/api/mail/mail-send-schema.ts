import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponseSchema } from '@vitrine/catalog/api-schemas';
import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../mail/contact-request.ts';
import { CONTACT_MAIL_TYPE } from '../../../mail/contact-message.ts';

/** The whole request, JSON included: a contact request has no business being bigger. */
export const MAIL_SEND_BODY_LIMIT_BYTES = 16 * 1024;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;
const HEADER_TEXT_MAX_LENGTH = 400;
const HONEYPOT_MAX_LENGTH = 1_000;
/** A day: the form reports any longer stay as this (apps/web send-contact-request.ts). */
export const FILL_MS_MAX = 24 * 60 * 60_000;

/**
 * SPEC §7 POST /mail/send, plus the form's anti-bot fields. `to`, `mailSubject`,
 * `vendorEmail` and `bodyContent.text` are accepted for compatibility but never used: the
 * recipient, subject, sender and text are built on the server from checked fields.
 */
export const MailSendBodySchema = Type.Object(
  {
    to: Type.Optional(Type.String({ maxLength: HEADER_TEXT_MAX_LENGTH })),
    mailSubject: Type.Optional(Type.String({ maxLength: HEADER_TEXT_MAX_LENGTH })),
    vendorEmail: Type.Optional(Type.String({ maxLength: HEADER_TEXT_MAX_LENGTH })),
    bodyContent: Type.Object({
      message: Type.String({ maxLength: MESSAGE_MAX_LENGTH }),
      text: Type.Optional(Type.String({ maxLength: MAIL_SEND_BODY_LIMIT_BYTES })),
      email: Type.String({ maxLength: EMAIL_MAX_LENGTH }),
    }),
    type: Type.Literal(CONTACT_MAIL_TYPE),
    name: Type.Optional(Type.String({ maxLength: NAME_MAX_LENGTH })),
    /** Honeypot: a field people never see, so only robots fill it. */
    website: Type.Optional(Type.String({ maxLength: HONEYPOT_MAX_LENGTH })),
    /**
     * How long the form was open (ms, the browser's own performance.now()), to drop posts
     * faster than a human. A duration, so neither side's clock needs to be right.
     */
    fillMs: Type.Optional(Type.Integer({ minimum: 0, maximum: FILL_MS_MAX })),
  },
  { additionalProperties: false },
);
export type MailSendBody = Static<typeof MailSendBodySchema>;

export const MailSendHeadersSchema = Type.Object({
  'idempotency-key': Type.String({ minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH, pattern: '^[\\x21-\\x7e]+$' }),
});

export const MailSendResponseSchema = Type.Object({ ok: Type.Literal(true) });

export const mailSendSchema = {
  summary: 'Send a contact request to the operator',
  headers: MailSendHeadersSchema,
  body: MailSendBodySchema,
  response: { 200: MailSendResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema },
};
