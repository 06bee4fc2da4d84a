import type { ContactRequest } from '../contact-request.ts';

/** One way of handing a contact request to the operator (PRODUCT §10.5: file, smtp, http). */
export interface MailTransport {
  readonly kind: string;
  /** Resolves once the message is accepted; throws PermanentMailError when retrying cannot help. */
  send(request: ContactRequest, idempotencyKey: string): Promise<void>;
  close(): Promise<void>;
}

/** The receiving side refused the message for good (SMTP 5xx, HTTP 4xx): retrying would be refused again. */
export class PermanentMailError extends Error {
  override readonly name = 'PermanentMailError';
}
