import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '@vitrine/catalog/contact-request';
import { isMultiLineText, isOneLineText } from '@vitrine/catalog/text-rules';
import type { RobotSignal } from './robot-signals.ts';

/**
 * A visitor's contact request (PRODUCT §3.8) and the rules that keep it
 * from becoming anything else than one message to the operator (PRODUCT §10.13).
 */

/** A checked request, as the outbox keeps it until it is delivered. */
export interface ContactRequest {
  name: string;
  email: string;
  message: string;
  /** Set when the post looked like a robot's: the operator's mail says so. */
  robotSignal?: RobotSignal | undefined;
}

// The browser's own rule for <input type="email"> (WHATWG HTML), so the server accepts
// exactly what the form lets through: one address, no comma, semicolon, angle bracket,
// quote or whitespace, hence no second recipient and no header injection.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** One bare e-mail address, as <input type="email"> accepts it. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export interface ContactRequestInput {
  name?: string | undefined;
  email: string;
  message: string;
}

export type ContactRequestField = keyof ContactRequestInput;
export type ContactRequestCheck = { ok: true; request: ContactRequest } | { ok: false; field: ContactRequestField; problem: string };

const characterCount = (value: string): number => [...value].length;

function refuse(field: ContactRequestField, problem: string): ContactRequestCheck {
  return { ok: false, field, problem };
}

export function checkContactRequest(input: ContactRequestInput): ContactRequestCheck {
  const name = (input.name ?? '').trim();
  if (characterCount(name) > NAME_MAX_LENGTH) return refuse('name', `must be at most ${NAME_MAX_LENGTH} characters`);
  if (!isOneLineText(name)) return refuse('name', 'must not contain line breaks or control characters');

  const email = input.email.trim();
  if (email.length > EMAIL_MAX_LENGTH) return refuse('email', `must be at most ${EMAIL_MAX_LENGTH} characters`);
  if (!isEmailAddress(email)) return refuse('email', 'must be exactly one e-mail address');

  const message = input.message.trim();
  if (!message) return refuse('message', 'must not be empty');
  if (characterCount(message) > MESSAGE_MAX_LENGTH) return refuse('message', `must be at most ${MESSAGE_MAX_LENGTH} characters`);
  if (!isMultiLineText(message)) return refuse('message', 'must not contain control characters');

  return { ok: true, request: { name, email, message } };
}
