import { CONTACT_MAIL_TYPE, FILL_MS_MAX, IDEMPOTENCY_KEY_HEADER, type ContactFormBody } from '@vitrine/catalog/contact-request';
import { apiPost } from '../../lib/api-client.ts';

/** What the visitor typed (PRODUCT §3.8) plus the two robot signals. */
export interface ContactFormSubmission {
  name: string;
  email: string;
  message: string;
  /** The honeypot: people never see it, so anything in it marks a robot. */
  website: string;
  /**
   * How long the form was open (ms, from performance.now()): a post faster than a person
   * can type is flagged for the operator. A duration, so a visitor's clock that is off does not matter.
   */
  fillMs: number;
}

const MAIL_SEND_PATH = '/mail/send';

/**
 * The body of POST /api/mail/send: only the fields the server reads, since it builds the
 * recipient, subject and text itself (PRODUCT §10.5); a form left open longer than
 * FILL_MS_MAX reports that.
 */
function mailSendBody({ name, email, message, website, fillMs }: ContactFormSubmission): ContactFormBody {
  return {
    bodyContent: { message, email },
    type: CONTACT_MAIL_TYPE,
    name,
    website,
    fillMs: Math.min(Math.max(Math.round(fillMs), 0), FILL_MS_MAX),
  };
}

/**
 * Posts the request; resolves on any success status (the answer's fields are not read,
 * PRODUCT §7.4) and throws the client's ApiError otherwise. The same idempotency key on a
 * retry lets the server deliver the request once even if an earlier answer was lost.
 */
export async function sendContactRequest(submission: ContactFormSubmission, idempotencyKey: string): Promise<void> {
  await apiPost<unknown>(MAIL_SEND_PATH, mailSendBody(submission), { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
}
