import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '@vitrine/catalog/contact-request';

/**
 * A visitor's contact request (SPEC §3 "Contact request") and the rules that keep it
 * from becoming anything else than one message to the operator (DESIGN §5).
 */

export interface ContactRequest {
  name: string;
  email: string;
  message: string;
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
// eslint-disable-next-line no-control-regex -- control characters are what we refuse
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- a message keeps its line breaks and tabs, nothing else
const MESSAGE_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export interface ContactRequestInput {
  name?: string | undefined;
  email: string;
  message: string;
}

export type ContactRequestCheck = { ok: true; request: ContactRequest } | { ok: false; field: keyof ContactRequest; problem: string };

const characterCount = (value: string): number => [...value].length;

function refuse(field: keyof ContactRequest, problem: string): ContactRequestCheck {
  return { ok: false, field, problem };
}

export function checkContactRequest(input: ContactRequestInput): ContactRequestCheck {
  const name = (input.name ?? '').trim();
  if (characterCount(name) > NAME_MAX_LENGTH) return refuse('name', `must be at most ${NAME_MAX_LENGTH} characters`);
  if (CONTROL_CHARACTERS.test(name)) return refuse('name', 'must not contain line breaks or control characters');

  const email = input.email.trim();
  if (email.length > EMAIL_MAX_LENGTH) return refuse('email', `must be at most ${EMAIL_MAX_LENGTH} characters`);
  if (!isEmailAddress(email)) return refuse('email', 'must be exactly one e-mail address');

  const message = input.message.trim();
  if (!message) return refuse('message', 'must not be empty');
  if (characterCount(message) > MESSAGE_MAX_LENGTH) return refuse('message', `must be at most ${MESSAGE_MAX_LENGTH} characters`);
  if (MESSAGE_CONTROL_CHARACTERS.test(message)) return refuse('message', 'must not contain control characters');

  return { ok: true, request: { name, email, message } };
}
