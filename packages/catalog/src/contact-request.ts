import { Type, type Static } from '@sinclair/typebox';
import { SafeInteger } from './safe-integer.ts';
import { WELL_FORMED_TEXT_PATTERN } from './text-rules.ts';

/**
 * The contact request on the wire (PRODUCT §3.8, §7.4): the
 * server validates against it and the form is built to it, so their bounds cannot drift.
 */

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MAX_LENGTH = 5_000;
/** The whole request, JSON included: a contact request has no business being bigger. */
export const MAIL_SEND_BODY_LIMIT_BYTES = 16 * 1024;
/** A day: the form reports any longer stay as this. */
export const FILL_MS_MAX = 24 * 60 * 60_000;
export const CONTACT_MAIL_TYPE = 'gencontact';

/** Lower case, as Node hands headers to the server; the browser sends it the same way. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

const HEADER_TEXT_MAX_LENGTH = 400;
const HONEYPOT_MAX_LENGTH = 1_000;

/**
 * PRODUCT §7.4, plus the form's anti-robot fields. The server reads the name,
 * `bodyContent.message` and `.email`, the type and the two robot signals. The spec's relay
 * fields (`to`, `mailSubject`, `vendorEmail`, `bodyContent.text`) are accepted so a client of
 * the spec's API keeps working, and never read: the server builds the recipient, subject,
 * sender and text itself from the checked fields (PRODUCT §10.5).
 *
 * Every text is well formed (a lone surrogate is a 400 naming the field, PRODUCT §10.13); which
 * characters each may hold is `checkContactRequest`'s, with the reason. Every object is closed.
 *
 * Built in a pure-annotated function: TypeBox's builders are calls a bundler must keep,
 * so without it the web form, which takes only the limits, would ship all of TypeBox.
 */
export const MailSendBodySchema = /* @__PURE__ */ (() =>
  Type.Object(
    {
      to: Type.Optional(Type.String({ maxLength: HEADER_TEXT_MAX_LENGTH, pattern: WELL_FORMED_TEXT_PATTERN })),
      mailSubject: Type.Optional(Type.String({ maxLength: HEADER_TEXT_MAX_LENGTH, pattern: WELL_FORMED_TEXT_PATTERN })),
      vendorEmail: Type.Optional(Type.String({ maxLength: HEADER_TEXT_MAX_LENGTH, pattern: WELL_FORMED_TEXT_PATTERN })),
      bodyContent: Type.Object({
        message: Type.String({ maxLength: MESSAGE_MAX_LENGTH, pattern: WELL_FORMED_TEXT_PATTERN }),
        text: Type.Optional(Type.String({ maxLength: MAIL_SEND_BODY_LIMIT_BYTES, pattern: WELL_FORMED_TEXT_PATTERN })),
        email: Type.String({ maxLength: EMAIL_MAX_LENGTH, pattern: WELL_FORMED_TEXT_PATTERN }),
      },
      { additionalProperties: false },
      ),
      type: Type.Literal(CONTACT_MAIL_TYPE),
      name: Type.Optional(Type.String({ maxLength: NAME_MAX_LENGTH, pattern: WELL_FORMED_TEXT_PATTERN })),
      /** Honeypot: a field people never see, so only robots fill it; such a post is dropped. */
      website: Type.Optional(Type.String({ maxLength: HONEYPOT_MAX_LENGTH, pattern: WELL_FORMED_TEXT_PATTERN })),
      /**
       * How long the form was open (ms, the browser's own performance.now()). Under a
       * person's typing time (autofill) the mail is flagged as a likely robot's, never
       * dropped. A duration, so neither side's clock needs to be right.
       */
      fillMs: Type.Optional(SafeInteger({ minimum: 0, maximum: FILL_MS_MAX })),
    },
    { additionalProperties: false },
  ))();
export type MailSendBody = Static<typeof MailSendBodySchema>;

/** The spec's relay fields: accepted, never read (see MailSendBodySchema). */
type RelayOnlyField = 'to' | 'mailSubject' | 'vendorEmail';

/** What the web form posts: exactly the fields the server reads, nothing it would throw away. */
export type ContactFormBody = Omit<MailSendBody, RelayOnlyField | 'bodyContent'> & {
  bodyContent: Omit<MailSendBody['bodyContent'], 'text'>;
};
