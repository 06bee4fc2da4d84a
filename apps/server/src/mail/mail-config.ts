import path from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { isOneLineText } from '@vitrine/catalog/text-rules';
import { isEmailAddress } from './contact-request.ts';

/**
 * Everything the contact mail feature reads from the environment, checked once at
 * start-up (PRODUCT §10.5).
 */

const MAIL_TRANSPORTS = ['file', 'smtp', 'http'] as const;

/** Settings every transport shares: the message, the outbox worker, the anti-robot and rate limits. */
interface MailSettings {
  /** The operator's address: the only recipient, whatever the browser sends as `to`. */
  to: string;
  from: string;
  subjectPrefix: string;
  /** A form sent faster than this is flagged as a likely robot in the operator's mail. */
  minFillTimeMs: number;
  pollIntervalMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
  /** How long a row may stay 'sending' before another worker takes it back (crash recovery). */
  leaseMs: number;
  sendTimeoutMs: number;
  rateLimitMax: number;
  rateLimitWindowMs: number;
}

export interface FileMailConfig extends MailSettings {
  transport: 'file';
  /** Where the file transport writes one .eml per message. */
  fileDir: string;
}

export interface SmtpMailConfig extends MailSettings {
  transport: 'smtp';
  smtpUrl: string;
}

export interface HttpMailConfig extends MailSettings {
  transport: 'http';
  /** The third-party messaging API, and the key it expects as `x-api-key`. */
  apiUrl: string;
  apiKey: string;
}

/** One union keyed by transport, so each transport's settings are there by type, not by a check. */
export type MailConfig = FileMailConfig | SmtpMailConfig | HttpMailConfig;
type MailDelivery = Omit<FileMailConfig, keyof MailSettings> | Omit<SmtpMailConfig, keyof MailSettings> | Omit<HttpMailConfig, keyof MailSettings>;

const DEFAULT_MAIL_TO = 'contact@vitrine.localhost';
const DEFAULT_MAIL_FROM = 'Vitrine <no-reply@vitrine.localhost>';
const DEFAULT_SUBJECT_PREFIX = '[Vitrine] Demande de contact de ';
const MIN_FILL_TIME_MS = 3_000;
const POLL_INTERVAL_MS = 1_000;
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 5 * 60_000;
// 1 + 2 + … + 256 s, then 5 minutes apart: about an hour of retries, enough for a relay
// restart or a short outage; anything longer shows up as failed in `vitrine outbox`.
const MAX_ATTEMPTS = 25;
const SEND_TIMEOUT_MS = 30_000;
// Longer than any single send can take, so a live worker never loses its row.
const LEASE_MS = 4 * SEND_TIMEOUT_MS;
const RATE_LIMIT_MAX = 5;
const RATE_LIMIT_WINDOW_MS = 10 * 60_000;

type Env = Record<string, string | undefined>;

/** Reads one setting, or undefined when it is unset or blank. */
function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, minimum: 0 | 1, problems: string[]): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < minimum) {
    problems.push(`${name} must be a ${minimum === 0 ? 'non-negative' : 'positive'} integer (got "${raw}").`);
  }
  return value;
}

/** Reads a URL setting; a malformed one is reported even when its transport is not the one chosen. */
function url(env: Env, name: string, protocols: readonly string[], problems: string[]): string | undefined {
  const value = text(env, name);
  if (value === undefined) return undefined;
  const expected = protocols.map((protocol) => `${protocol}//`).join(' or ');
  if (!URL.canParse(value) || !protocols.includes(new URL(value).protocol)) problems.push(`${name} must be an ${expected} URL.`);
  return value;
}

/** The chosen transport and the settings it needs; each one missing is a problem. */
function mailDelivery(env: Env, dataDir: string, problems: string[]): MailDelivery {
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:'], problems);
  const apiUrl = url(env, 'MAIL_API_URL', ['http:', 'https:'], problems);
  const apiKey = text(env, 'MAIL_API_KEY');
  // Also what a misconfigured transport gets: with a problem reported the server does not start.
  const file: MailDelivery = { transport: 'file', fileDir: path.join(dataDir, 'outbox-mail') };
  const kind = text(env, 'MAIL_TRANSPORT') ?? 'file';
  switch (kind) {
    case 'file':
      return file;
    case 'smtp':
      if (smtpUrl !== undefined) return { transport: 'smtp', smtpUrl };
      problems.push('MAIL_TRANSPORT=smtp needs SMTP_URL (e.g. "smtp://user:password@mail.example.org:587").');
      return file;
    case 'http':
      if (apiUrl !== undefined && apiKey !== undefined) return { transport: 'http', apiUrl, apiKey };
      problems.push('MAIL_TRANSPORT=http needs both MAIL_API_URL and MAIL_API_KEY.');
      return file;
    default:
      problems.push(`MAIL_TRANSPORT must be one of ${MAIL_TRANSPORTS.join(', ')} (got "${kind}").`);
      return file;
  }
}

// The sender may carry a display name, but must come down to one address.
function isSenderAddress(from: string): boolean {
  const addresses = addressparser(from, { flatten: true });
  return addresses.length === 1 && isEmailAddress(addresses[0]?.address ?? '') && isOneLineText(from);
}

/**
 * The mail settings of AppConfig, read with the rest of the configuration so that every
 * problem is reported together: each one is pushed onto `problems`. `dataDir` is
 * AppConfig.dataDir; the file transport writes under it.
 */
export function loadMailConfig(env: Env, dataDir: string, problems: string[]): MailConfig {
  const settings: MailSettings = {
    to: text(env, 'MAIL_TO') ?? DEFAULT_MAIL_TO,
    from: text(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM,
    // Not trimmed: the prefix usually ends with a space before the visitor's address.
    subjectPrefix: env['MAIL_SUBJECT_PREFIX'] ?? DEFAULT_SUBJECT_PREFIX,
    minFillTimeMs: integer(env, 'MIN_FILL_TIME_MS', MIN_FILL_TIME_MS, 0, problems),
    pollIntervalMs: integer(env, 'POLL_INTERVAL_MS', POLL_INTERVAL_MS, 1, problems),
    retryBaseMs: integer(env, 'MAIL_RETRY_BASE_MS', RETRY_BASE_MS, 0, problems),
    retryMaxMs: integer(env, 'MAIL_RETRY_MAX_MS', RETRY_MAX_MS, 0, problems),
    maxAttempts: integer(env, 'MAIL_MAX_ATTEMPTS', MAX_ATTEMPTS, 1, problems),
    leaseMs: integer(env, 'MAIL_LEASE_MS', LEASE_MS, 1, problems),
    sendTimeoutMs: integer(env, 'MAIL_SEND_TIMEOUT_MS', SEND_TIMEOUT_MS, 1, problems),
    rateLimitMax: integer(env, 'MAIL_RATE_LIMIT_MAX', RATE_LIMIT_MAX, 1, problems),
    rateLimitWindowMs: integer(env, 'MAIL_RATE_LIMIT_WINDOW_MS', RATE_LIMIT_WINDOW_MS, 1, problems),
  };
  const delivery = mailDelivery(env, dataDir, problems);

  if (!isEmailAddress(settings.to)) problems.push(`MAIL_TO must be one e-mail address such as "contact@example.org" (got "${settings.to}").`);
  if (!isSenderAddress(settings.from)) {
    problems.push(`MAIL_FROM must be one e-mail address, optionally with a name: "Vitrine <no-reply@example.org>" (got "${settings.from}").`);
  }
  if (!isOneLineText(settings.subjectPrefix)) problems.push('MAIL_SUBJECT_PREFIX must not contain line breaks or control characters.');
  // A row whose lease ends while its send is still running would be sent twice.
  if (settings.leaseMs <= settings.sendTimeoutMs) {
    problems.push(`MAIL_LEASE_MS (${settings.leaseMs}) must be longer than MAIL_SEND_TIMEOUT_MS (${settings.sendTimeoutMs}).`);
  }
  return { ...settings, ...delivery };
}
