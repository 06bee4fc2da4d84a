import path from 'node:path';

/**
 * Everything the contact mail feature reads from the environment, checked once at
 * start-up (DESIGN §2 "mail API host and recipient").
 */

export const MAIL_TRANSPORTS = ['file', 'smtp', 'http'] as const;
export type MailTransportKind = (typeof MAIL_TRANSPORTS)[number];

export interface MailConfig {
  transport: MailTransportKind;
  /** The operator's address: the only recipient, whatever the browser sends as `to`. */
  to: string;
  from: string;
  subjectPrefix: string;
  smtpUrl: string | undefined;
  apiUrl: string | undefined;
  apiKey: string | undefined;
  /** Where the file transport writes one .eml per message. */
  fileDir: string;
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

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function transportKind(raw: string | undefined): MailTransportKind {
  const kind = raw ?? 'file';
  if (!(MAIL_TRANSPORTS as readonly string[]).includes(kind)) {
    throw new Error(`MAIL_TRANSPORT must be one of ${MAIL_TRANSPORTS.join(', ')}, got "${kind}"`);
  }
  return kind as MailTransportKind;
}

/** `dataDir` is the app's data directory (AppConfig.dataDir); the file transport writes under it. */
export function loadMailConfig(env: Env, dataDir: string): MailConfig {
  const config: MailConfig = {
    transport: transportKind(text(env, 'MAIL_TRANSPORT')),
    to: text(env, 'MAIL_TO') ?? DEFAULT_MAIL_TO,
    from: text(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM,
    subjectPrefix: env.MAIL_SUBJECT_PREFIX ?? DEFAULT_SUBJECT_PREFIX,
    smtpUrl: text(env, 'SMTP_URL'),
    apiUrl: text(env, 'MAIL_API_URL'),
    apiKey: text(env, 'MAIL_API_KEY'),
    fileDir: path.join(dataDir, 'outbox-mail'),
    minFillTimeMs: positiveInteger(env, 'MIN_FILL_TIME_MS', MIN_FILL_TIME_MS),
    pollIntervalMs: positiveInteger(env, 'POLL_INTERVAL_MS', POLL_INTERVAL_MS),
    retryBaseMs: positiveInteger(env, 'MAIL_RETRY_BASE_MS', RETRY_BASE_MS),
    retryMaxMs: positiveInteger(env, 'MAIL_RETRY_MAX_MS', RETRY_MAX_MS),
    maxAttempts: positiveInteger(env, 'MAIL_MAX_ATTEMPTS', MAX_ATTEMPTS),
    leaseMs: positiveInteger(env, 'MAIL_LEASE_MS', LEASE_MS),
    sendTimeoutMs: positiveInteger(env, 'MAIL_SEND_TIMEOUT_MS', SEND_TIMEOUT_MS),
    rateLimitMax: positiveInteger(env, 'MAIL_RATE_LIMIT_MAX', RATE_LIMIT_MAX),
    rateLimitWindowMs: positiveInteger(env, 'MAIL_RATE_LIMIT_WINDOW_MS', RATE_LIMIT_WINDOW_MS),
  };
  if (config.transport === 'smtp' && !config.smtpUrl) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
  if (config.transport === 'http' && !(config.apiUrl && config.apiKey)) {
    throw new Error('MAIL_TRANSPORT=http needs MAIL_API_URL and MAIL_API_KEY');
  }
  if (config.maxAttempts < 1) throw new Error('MAIL_MAX_ATTEMPTS must be at least 1');
  return config;
}
