import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultSites, parseSites, type Sites } from '@vitrine/catalog/page-config';
import { isPrintableKey } from '@vitrine/catalog/text-rules';
import { THEME_IDS, THEME_PORTS } from '@vitrine/catalog/themes/theme-ids';
import { DEFAULT_VERSION_POLL_MS } from './catalog-version/catalog-version.ts';
import { DEFAULT_CACHE_MAX_BYTES, DEFAULT_CACHE_MAX_ENTRIES } from './catalog-version/version-cache.ts';
import { DEFAULT_DB_CONNECT_TIMEOUT_MS, DEFAULT_DB_STATEMENT_TIMEOUT_MS } from './db/client.ts';
import { DEFAULT_SHED_EVENT_LOOP_DELAY_MS } from './plugins/external/under-pressure.ts';
import { SEED_DEMO_POLICIES, type SeedDemoPolicy } from './db/demo-seed-policy.ts';
import { DEFAULT_SHARED_MAX_AGE_S, DEFAULT_STALE_WHILE_REVALIDATE_S, type HttpCachePolicy } from './http/http-cache.ts';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts';
import { loadMailConfig, type MailConfig } from './mail/mail-config.ts';
import { loadYouTubeConfig, type YouTubeConfig } from './youtube/youtube-config.ts';

/** Paths default relative to the repository, so the server runs from the root or from apps/server. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Per client IP on /api. One home page load asks for every row (about 30 requests on rock). */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 1_800;
const MIN_API_KEY_LENGTH = 16;
const BYTES_PER_MB = 1024 * 1024;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface AppConfig {
  host: string;
  /** One port when PORT is set, else the nine theme ports 3001–3009. */
  ports: number[];
  dataDir: string;
  /** PostgreSQL when set; otherwise PGlite under `<dataDir>/pglite` (or in memory for tests). */
  databaseUrl: string | undefined;
  /** PGlite location: a directory, or 'memory://'. */
  pgliteDir: string;
  /** The initialised PGlite directory a new one starts from: the build's (db/pglite-template.ts) unless a test sets its own. */
  pgliteTemplate?: string | undefined;
  /** DB_CONNECT_TIMEOUT_S: how long start-up waits for an unreachable DATABASE_URL. */
  dbConnectTimeoutMs: number;
  /** DB_STATEMENT_TIMEOUT_MS: PostgreSQL cancels a server query running longer (PGlite cannot, see db/client.ts). */
  dbStatementTimeoutMs: number;
  /** SHED_EVENT_LOOP_DELAY_MS: the server answers 503 while its event loop lags more than this (PRODUCT §7.7). */
  shedEventLoopDelayMs: number;
  /** CATALOG_VERSION_POLL_MS: how often the catalogue version is read; a write is seen within it. */
  catalogVersionPollMs: number;
  /** CACHE_MAX_ENTRIES, CACHE_MAX_MB: bounds of the in-process cache of answers and pages. */
  cacheMaxEntries: number;
  cacheMaxBytes: number;
  /** SHARED_CACHE_MAX_AGE_S, STALE_WHILE_REVALIDATE_S: what API answers and pages tell a CDN or proxy. */
  httpCache: HttpCachePolicy;
  /** SEED_DEMO: when the demo catalogue goes into an empty database. */
  seedDemo: SeedDemoPolicy;
  /** Explicit keys (API_KEYS); undefined means "generate one and keep it in the data dir". */
  apiKeys: string[] | undefined;
  webDist: string;
  sites: Sites;
  cacheOnLocalhost: boolean;
  rateLimitPerMinute: number;
  /** REDIS_URL: where every instance counts its rate limits; in memory, per instance, when unset. */
  redisUrl: string | undefined;
  /** TRUST_PROXY: whose X-Forwarded-* headers give the client address, protocol and host. */
  trustProxy: TrustProxy;
  /** CSP_REPORT_URI: where browsers report Content-Security-Policy violations; no reports when unset. */
  cspReportUri: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** The contact mail: transport, operator address, outbox worker and anti-bot settings. */
  mail: MailConfig;
  /** Channel sources: where YouTube is, the sync period, WebSub. */
  youtube: YouTubeConfig;
  /** Settings that work but are probably not meant; the server logs each once at start. */
  warnings: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Reads and validates the environment once; every problem is reported together. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === '' ? undefined : raw;
  };

  const port = value('PORT');
  const ports = port === undefined ? THEME_IDS.map((id) => THEME_PORTS[id]) : [parsePort(port, 'PORT', problems)];

  const dataDir = resolveFrom(value('DATA_DIR') ?? 'data');
  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL.');
  }
  const connectTimeout = value('DB_CONNECT_TIMEOUT_S');
  const dbConnectTimeoutMs =
    connectTimeout === undefined ? DEFAULT_DB_CONNECT_TIMEOUT_MS : parsePositiveInteger(connectTimeout, 'DB_CONNECT_TIMEOUT_S', problems) * 1_000;
  const integer = (name: string, fallback: number, parse = parsePositiveInteger) => {
    const raw = value(name);
    return raw === undefined ? fallback : parse(raw, name, problems);
  };
  const dbStatementTimeoutMs = integer('DB_STATEMENT_TIMEOUT_MS', DEFAULT_DB_STATEMENT_TIMEOUT_MS);
  const shedEventLoopDelayMs = integer('SHED_EVENT_LOOP_DELAY_MS', DEFAULT_SHED_EVENT_LOOP_DELAY_MS);
  const catalogVersionPollMs = integer('CATALOG_VERSION_POLL_MS', DEFAULT_VERSION_POLL_MS);
  const cacheMaxEntries = integer('CACHE_MAX_ENTRIES', DEFAULT_CACHE_MAX_ENTRIES);
  const cacheMaxBytes = integer('CACHE_MAX_MB', DEFAULT_CACHE_MAX_BYTES / BYTES_PER_MB) * BYTES_PER_MB;
  const httpCache: HttpCachePolicy = {
    sharedMaxAgeS: integer('SHARED_CACHE_MAX_AGE_S', DEFAULT_SHARED_MAX_AGE_S, parseNonNegativeInteger),
    staleWhileRevalidateS: integer('STALE_WHILE_REVALIDATE_S', DEFAULT_STALE_WHILE_REVALIDATE_S, parseNonNegativeInteger),
  };
  const seedDemo = value('SEED_DEMO') ?? 'auto';
  if (!(SEED_DEMO_POLICIES as readonly string[]).includes(seedDemo)) problems.push(`SEED_DEMO must be one of ${SEED_DEMO_POLICIES.join(', ')} (got "${seedDemo}").`);

  const apiKeys = parseApiKeys(value('API_KEYS'), problems);
  const logLevel = value('LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}").`);

  const rateLimit = value('RATE_LIMIT_PER_MINUTE');
  const rateLimitPerMinute = rateLimit === undefined ? DEFAULT_RATE_LIMIT_PER_MINUTE : parsePositiveInteger(rateLimit, 'RATE_LIMIT_PER_MINUTE', problems);

  const redisUrl = value('REDIS_URL');
  if (redisUrl !== undefined && !/^rediss?:\/\//.test(redisUrl)) problems.push('REDIS_URL must be a redis:// or rediss:// URL (Redis or Valkey).');
  const trustProxy = parseTrustProxy(value('TRUST_PROXY'), problems);
  const cspReportUri = value('CSP_REPORT_URI');
  // One token of the CSP header: no space, comma or semicolon, which would end it.
  if (cspReportUri !== undefined && !/^(https?:\/\/|\/)[^\s,;"]*$/.test(cspReportUri)) {
    problems.push('CSP_REPORT_URI must be an http(s) URL or a path starting with /, without spaces, commas, semicolons or quotes.');
  }

  const cacheFlag = value('CACHE_ON_LOCALHOST') ?? 'false';
  if (cacheFlag !== 'true' && cacheFlag !== 'false') problems.push(`CACHE_ON_LOCALHOST must be "true" or "false" (got "${cacheFlag}").`);

  const sites = loadSites(value('SITE_HOSTS'), problems);
  const warnings: string[] = [];
  if (value('NODE_ENV') === 'production' && value('SITE_HOSTS') === undefined) {
    warnings.push('NODE_ENV=production without SITE_HOSTS: share links and link previews (og:url) will point at localhost.');
  }
  const mail = loadMailConfig(env, dataDir, problems);
  const youtube = loadYouTubeConfig(env, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    host: value('HOST') ?? '0.0.0.0',
    ports,
    dataDir,
    databaseUrl,
    pgliteDir: resolve(dataDir, 'pglite'),
    dbConnectTimeoutMs,
    dbStatementTimeoutMs,
    shedEventLoopDelayMs,
    catalogVersionPollMs,
    cacheMaxEntries,
    cacheMaxBytes,
    httpCache,
    seedDemo: seedDemo as SeedDemoPolicy,
    apiKeys,
    webDist: resolveFrom(value('WEB_DIST') ?? 'apps/web/dist'),
    sites,
    cacheOnLocalhost: cacheFlag === 'true',
    rateLimitPerMinute,
    redisUrl,
    trustProxy,
    cspReportUri,
    logLevel: logLevel as AppConfig['logLevel'],
    mail,
    youtube,
    warnings,
  };
}

/**
 * Setups the server refuses to start with, though the CLI can use them: several instances on
 * one database would each generate their own API key, and a page from one gets 401 from another.
 */
export function serverSetupProblems(config: AppConfig): string[] {
  if (config.databaseUrl !== undefined && config.apiKeys === undefined) {
    return ['DATABASE_URL is set but API_KEYS is not: several instances would each generate their own key. Set API_KEYS (the same on every instance).'];
  }
  return [];
}

function resolveFrom(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

function parsePort(raw: string, name: string, problems: string[]): number {
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65_535) problems.push(`${name} must be an integer between 1 and 65535 (got "${raw}").`);
  return port;
}

function parsePositiveInteger(raw: string, name: string, problems: string[]): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1) problems.push(`${name} must be a positive integer (got "${raw}").`);
  return n;
}

function parseNonNegativeInteger(raw: string, name: string, problems: string[]): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw)) problems.push(`${name} must be an integer of 0 or more (got "${raw}").`);
  return n;
}

function parseApiKeys(raw: string | undefined, problems: string[]): string[] | undefined {
  if (raw === undefined) return undefined;
  const keys = raw.split(',').map((k) => k.trim());
  if (keys.some((k) => k === '')) problems.push('API_KEYS must be a comma-separated list of keys without empty entries.');
  if (keys.some((k) => k !== '' && k.length < MIN_API_KEY_LENGTH)) problems.push(`API_KEYS: each key must be at least ${MIN_API_KEY_LENGTH} characters long.`);
  if (keys.some((k) => k !== '' && !isPrintableKey(k))) problems.push('API_KEYS: keys may only contain printable ASCII characters without spaces.');
  return keys;
}

/**
 * SITE_HOSTS is a path to a JSON file or inline JSON; parseSites (the one reader of the sites
 * shape, shared with the page) checks it and merges it over the localhost-only defaults.
 */
function loadSites(raw: string | undefined, problems: string[]): Sites {
  if (raw === undefined) return defaultSites();
  let text = raw;
  if (!raw.startsWith('{')) {
    const path = resolveFrom(raw);
    if (!existsSync(path)) {
      problems.push(`SITE_HOSTS: file not found: ${path}`);
      return defaultSites();
    }
    text = readFileSync(path, 'utf8');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    problems.push(`SITE_HOSTS is not valid JSON: ${(error as Error).message}`);
    return defaultSites();
  }
  const { sites, problems: siteProblems } = parseSites(parsed, 'SITE_HOSTS');
  problems.push(...siteProblems);
  return sites;
}
