import { CONTACT_MAIL_TYPE, FILL_MS_MAX, IDEMPOTENCY_KEY_HEADER, type MailSendBody } from '@vitrine/catalog/contact-request';
import { apiPost } from '../../lib/api-client.ts';

/** What the visitor typed (SPEC §3 "Contact request") plus the two bot signals. */
export interface ContactRequest {
  name: string;
  email: string;
  message: string;
  /** The honeypot: people never see it, so anything in it marks a bot. */
  website: string;
  /**
   * How long the form was open (ms, from performance.now()): a post faster than a person
   * can type is a bot. A duration, so a visitor's clock that is off does not matter.
   */
  fillMs: number;
}

export const MAIL_SEND_PATH = '/mail/send';
// The server ignores `to` and sends to its configured MAIL_TO (DESIGN.md §2); the spec's
// body still has the field, so it carries a placeholder that reveals no real address.
const RECIPIENT_PLACEHOLDER = 'operator@vitrine.invalid';
const VENDOR_EMAIL = 'Vitrine <support@vitrine.invalid>';
const MAIL_SUBJECT_PREFIX = "[Vitrine] Demande d'inscription de ";

/** The body of POST /api/mail/send (SPEC §7); a form left open longer than FILL_MS_MAX reports that. */
export function mailSendBody({ name, email, message, website, fillMs }: ContactRequest): MailSendBody {
  return {
    to: RECIPIENT_PLACEHOLDER,
    mailSubject: `${MAIL_SUBJECT_PREFIX}${email}`,
    vendorEmail: VENDOR_EMAIL,
    bodyContent: { message, text: `Nom: ${name}\nEmail: ${email}\nMessage: ${message}`, email },
    type: CONTACT_MAIL_TYPE,
    name,
    website,
    fillMs: Math.min(Math.max(Math.round(fillMs), 0), FILL_MS_MAX),
  };
}

/**
 * Posts the request; resolves on any success status (the answer's fields are not read,
 * SPEC §7) and throws the client's ApiError otherwise. The same idempotency key on a
 * retry lets the server deliver the request once even if an earlier answer was lost.
 */
export async function sendContactRequest(request: ContactRequest, idempotencyKey: string): Promise<void> {
  await apiPost<unknown>(MAIL_SEND_PATH, mailSendBody(request), { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
}
