import { createHash } from 'node:crypto';
import { CONTACT_MAIL_TYPE } from '@vitrine/catalog/contact-request';
import addressparser from 'nodemailer/lib/addressparser';
import type { SendMailOptions } from 'nodemailer';
import type { ContactRequest } from './contact-request.ts';
import type { MailConfig } from './mail-config.ts';
import type { RobotSignal } from './robot-signals.ts';

/** What the operator receives for one contact request, whatever the transport. */

/** The spec's relay body (PRODUCT §7.4), as the http transport sends it on. */
export interface RelayBody {
  to: string;
  mailSubject: string;
  vendorEmail: string;
  bodyContent: { message: string; text: string; email: string };
  type: typeof CONTACT_MAIL_TYPE;
}

type MessageConfig = Pick<MailConfig, 'to' | 'from' | 'subjectPrefix'>;

/** A header mail filters can sort on; its value is ASCII, as a header's must be. */
export const LIKELY_ROBOT_HEADER = 'X-Vitrine-Likely-Robot';

function likelyRobotHeaderValue(signal: RobotSignal): string {
  return signal.kind === 'untimed' ? 'no fill time sent' : `filled in ${signal.fillMs} ms, under the ${signal.minFillTimeMs} ms minimum`;
}

/** The first line of a flagged request's text, in the language of the other lines. */
function likelyRobotLine(signal: RobotSignal): string {
  const why = signal.kind === 'untimed' ? 'aucune durée de saisie envoyée' : `formulaire rempli en ${signal.fillMs} ms (minimum ${signal.minFillTimeMs} ms)`;
  return `Robot probable : ${why}`;
}

export function contactText(request: ContactRequest): string {
  const lines = [`Nom : ${request.name}`, `Email : ${request.email}`, `Message : ${request.message}`];
  return (request.robotSignal ? [likelyRobotLine(request.robotSignal), ...lines] : lines).join('\n');
}

export function contactSubject(request: ContactRequest, config: MessageConfig): string {
  return `${config.subjectPrefix}${request.email}`;
}

function fromDomain(from: string): string {
  const [first] = addressparser(from, { flatten: true });
  return first?.address.split('@')[1] || 'localhost';
}

/**
 * The same request always gets the same Message-ID, so a mail delivered twice (at least
 * once delivery after a crash) can be recognised as one by the receiving side.
 */
export function contactMessageId(idempotencyKey: string, config: Pick<MailConfig, 'from'>): string {
  const digest = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32);
  return `<${digest}@${fromDomain(config.from)}>`;
}

export function buildContactMail(request: ContactRequest, idempotencyKey: string, config: MessageConfig): SendMailOptions {
  return {
    from: config.from,
    to: config.to,
    // The visitor's address goes only here: never From (SPF/DMARC) and never a recipient.
    replyTo: request.name ? { name: request.name, address: request.email } : request.email,
    subject: contactSubject(request, config),
    text: contactText(request),
    messageId: contactMessageId(idempotencyKey, config),
    ...(request.robotSignal && { headers: { [LIKELY_ROBOT_HEADER]: likelyRobotHeaderValue(request.robotSignal) } }),
  };
}

export function buildRelayBody(request: ContactRequest, config: MessageConfig): RelayBody {
  return {
    to: config.to,
    mailSubject: contactSubject(request, config),
    vendorEmail: config.from,
    bodyContent: { message: request.message, text: contactText(request), email: request.email },
    type: CONTACT_MAIL_TYPE,
  };
}
