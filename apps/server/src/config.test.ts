import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_RATE_LIMIT_PER_MINUTE, REPO_ROOT, loadConfig, serverSetupProblems } from './config.ts';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return error instanceof ConfigError ? error.problems : [String(error)];
  }
};

describe('loadConfig', () => {
  it('defaults: ports 3001–3009 on 0.0.0.0, PGlite under <repo>/data, generated key, localhost-only sites', () => {
    const config = loadConfig({});
    expect(config.ports).toEqual([3001, 3002, 3003, 3004, 3005, 3006, 3007, 3008, 3009]);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(join(REPO_ROOT, 'data'));
    expect(config.pgliteDir).toBe(join(REPO_ROOT, 'data', 'pglite'));
    expect(config.webDist).toBe(join(REPO_ROOT, 'apps/web/dist'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dbConnectTimeoutMs).toBe(30_000);
    expect(config.shedEventLoopDelayMs).toBe(3_000);
    expect(config.seedDemo).toBe('auto');
    expect(config.apiKeys).toBeUndefined();
    expect(config.rateLimitPerMinute).toBe(DEFAULT_RATE_LIMIT_PER_MINUTE);
    expect(config.trustProxy).toBe(false);
    expect(config.redisUrl).toBeUndefined();
    expect(config.sites.rock).toEqual({ hosts: [], frenchHosts: [], shareBaseUrl: 'http://localhost:3001' });
    expect(config.mail).toMatchObject({
      transport: 'file',
      to: 'contact@vitrine.localhost',
      from: 'Vitrine <no-reply@vitrine.localhost>',
      subjectPrefix: '[Vitrine] Demande de contact de ',
      fileDir: join(REPO_ROOT, 'data', 'outbox-mail'),
      minFillTimeMs: 3_000,
      pollIntervalMs: 1_000,
      maxAttempts: 25,
      rateLimitMax: 5,
      rateLimitWindowMs: 600_000,
    });
  });

  it('reads the mail settings: SMTP relay, operator address, outbox timings', () => {
    const { mail } = loadConfig({
      DATA_DIR: '/srv/vitrine',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtps://user:secret@mail.example.org:465',
      MAIL_TO: 'operator@example.org',
      MAIL_FROM: 'Site <site@example.org>',
      MAIL_SUBJECT_PREFIX: 'Contact: ',
      MIN_FILL_TIME_MS: '0',
      MAIL_MAX_ATTEMPTS: '3',
      MAIL_SEND_TIMEOUT_MS: '5000',
      MAIL_LEASE_MS: '20000',
    });
    expect(mail).toMatchObject({
      transport: 'smtp',
      smtpUrl: 'smtps://user:secret@mail.example.org:465',
      to: 'operator@example.org',
      from: 'Site <site@example.org>',
      subjectPrefix: 'Contact: ',
      minFillTimeMs: 0,
      maxAttempts: 3,
      sendTimeoutMs: 5_000,
      leaseMs: 20_000,
    });
  });

  it("keeps only the chosen transport's settings: an http relay has its URL and key, no SMTP URL or mail folder", () => {
    const { mail } = loadConfig({
      MAIL_TRANSPORT: 'http',
      MAIL_API_URL: 'https://relay.example.org/send',
      MAIL_API_KEY: 'relay-key',
      SMTP_URL: 'smtp://mail.example.org:25',
    });
    expect(mail).toMatchObject({ transport: 'http', apiUrl: 'https://relay.example.org/send', apiKey: 'relay-key' });
    expect(mail).not.toHaveProperty('smtpUrl');
    expect(mail).not.toHaveProperty('fileDir');
  });

  it('PORT alone replaces the nine ports; API_KEYS takes two keys for a rotation', () => {
    const config = loadConfig({ PORT: '8080', API_KEYS: 'new-key-0123456789abc, old-key-0123456789abc' });
    expect(config.ports).toEqual([8080]);
    expect(config.apiKeys).toEqual(['new-key-0123456789abc', 'old-key-0123456789abc']);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback', ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']],
  ])('TRUST_PROXY=%s trusts %o', (raw, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(trustProxy);
  });

  it('TRUST_PROXY=2 trusts the two nearest hops, whatever their address', () => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: '2' });
    expect(typeof trustProxy === 'function' && [0, 1, 2].map((hop) => trustProxy('203.0.113.9', hop))).toEqual([true, true, false]);
  });

  it('reads SITE_HOSTS from a file and merges it over the defaults', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-sites-'));
    const file = join(dir, 'sites.json');
    writeFileSync(file, JSON.stringify({ standup: { hosts: ['Standup.Example.CH'], frenchHosts: ['standup.example.ch'] } }));
    try {
      const { sites } = loadConfig({ SITE_HOSTS: file });
      expect(sites.standup).toEqual({ hosts: ['standup.example.ch'], frenchHosts: ['standup.example.ch'], shareBaseUrl: 'http://localhost:3003' });
      expect(sites.rock.hosts).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be an integer between 1 and 65535 (got "abc").'],
    [{ PORT: '70000' }, 'PORT must be an integer between 1 and 65535 (got "70000").'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL.'],
    [{ DB_CONNECT_TIMEOUT_S: '0' }, 'DB_CONNECT_TIMEOUT_S must be a positive integer (got "0").'],
    [{ SHED_EVENT_LOOP_DELAY_MS: '-5' }, 'SHED_EVENT_LOOP_DELAY_MS must be a positive integer (got "-5").'],
    [{ SEED_DEMO: 'yes' }, 'SEED_DEMO must be one of auto, always, never (got "yes").'],
    [{ API_KEYS: 'short' }, 'API_KEYS: each key must be at least 16 characters long.'],
    [{ API_KEYS: 'a-long-enough-key-123,,' }, 'API_KEYS must be a comma-separated list of keys without empty entries.'],
    [{ API_KEYS: 'a long enough key 123' }, 'API_KEYS: keys may only contain printable ASCII characters without spaces.'],
    [{ API_KEYS: 'clé-assez-longue-0123' }, 'API_KEYS: keys may only contain printable ASCII characters without spaces.'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud").'],
    [{ RATE_LIMIT_PER_MINUTE: '0' }, 'RATE_LIMIT_PER_MINUTE must be a positive integer (got "0").'],
    [{ TRUST_PROXY: 'nginx, 10.0.0.0/33' }, expect.stringContaining('not understood: "nginx", "10.0.0.0/33"')],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL must be a redis:// or rediss:// URL (Redis or Valkey).'],
    [{ CACHE_ON_LOCALHOST: 'yes' }, 'CACHE_ON_LOCALHOST must be "true" or "false" (got "yes").'],
    [{ SITE_HOSTS: '{"mars": {}}' }, expect.stringContaining('SITE_HOSTS: unknown theme id "mars"')],
    [{ SITE_HOSTS: '{"rock": {"shareBaseUrl": "https://x.org/"}}' }, expect.stringContaining('SITE_HOSTS.rock.shareBaseUrl must be an origin')],
    [{ SITE_HOSTS: '{not json' }, expect.stringContaining('SITE_HOSTS is not valid JSON')],
    [{ SITE_HOSTS: 'missing-sites.json' }, expect.stringContaining('SITE_HOSTS: file not found')],
    [
      { SITE_HOSTS: '{"standup": {"hosts": ["standup.example.ch"], "frenchHosts": ["humour.example.fr"]}}' },
      'SITE_HOSTS.standup.frenchHosts: "humour.example.fr" must also be listed in SITE_HOSTS.standup.hosts.',
    ],
    [{ SITE_HOSTS: '{"rock": {"hosts": ["rock.example.org:8080"]}}' }, expect.stringContaining('SITE_HOSTS.rock.hosts must be a list of hostnames')],
    [{ MAIL_TRANSPORT: 'pigeon' }, 'MAIL_TRANSPORT must be one of file, smtp, http (got "pigeon").'],
    [{ MAIL_TRANSPORT: 'smtp' }, expect.stringContaining('MAIL_TRANSPORT=smtp needs SMTP_URL')],
    [{ MAIL_TRANSPORT: 'http', MAIL_API_URL: 'https://relay.example.org/send' }, 'MAIL_TRANSPORT=http needs both MAIL_API_URL and MAIL_API_KEY.'],
    [{ SMTP_URL: 'mail.example.org:25' }, 'SMTP_URL must be an smtp:// or smtps:// URL.'],
    [{ MAIL_API_URL: 'ftp://relay.example.org' }, 'MAIL_API_URL must be an http:// or https:// URL.'],
    [{ MAIL_TO: 'ops@example.org, boss@example.org' }, expect.stringContaining('MAIL_TO must be one e-mail address')],
    [{ MAIL_TO: 'operator' }, expect.stringContaining('MAIL_TO must be one e-mail address')],
    [{ MAIL_FROM: 'Vitrine' }, expect.stringContaining('MAIL_FROM must be one e-mail address')],
    [{ MAIL_SUBJECT_PREFIX: 'Contact\r\nBcc: x@example.org ' }, 'MAIL_SUBJECT_PREFIX must not contain line breaks or control characters.'],
    [{ MIN_FILL_TIME_MS: '-1' }, 'MIN_FILL_TIME_MS must be a non-negative integer (got "-1").'],
    [{ POLL_INTERVAL_MS: '1.5' }, 'POLL_INTERVAL_MS must be a positive integer (got "1.5").'],
    [{ MAIL_MAX_ATTEMPTS: '0' }, 'MAIL_MAX_ATTEMPTS must be a positive integer (got "0").'],
    [{ MAIL_RATE_LIMIT_MAX: 'many' }, 'MAIL_RATE_LIMIT_MAX must be a positive integer (got "many").'],
    [{ MAIL_SEND_TIMEOUT_MS: '200000' }, 'MAIL_LEASE_MS (120000) must be longer than MAIL_SEND_TIMEOUT_MS (200000).'],
  ])('refuses %o with a clear message', (env, message) => {
    expect(problemsOf(env)).toContainEqual(message);
  });

  it('reports every problem at once, the mail settings included', () => {
    expect(problemsOf({ PORT: 'x', LOG_LEVEL: 'loud', MAIL_TRANSPORT: 'smtp', MAIL_TO: 'nobody' })).toHaveLength(4);
  });

  it('warns when production runs without SITE_HOSTS, since previews would point at localhost', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).warnings).toEqual([expect.stringContaining('without SITE_HOSTS: share links and link previews (og:url) will point at localhost')]);
    expect(loadConfig({ NODE_ENV: 'production', SITE_HOSTS: '{"rock": {"hosts": ["rock.example.org"]}}' }).warnings).toEqual([]);
    expect(loadConfig({}).warnings).toEqual([]);
  });
});

describe('serverSetupProblems', () => {
  it('refuses a generated API key together with DATABASE_URL: each instance would generate its own', () => {
    expect(serverSetupProblems(loadConfig({ DATABASE_URL: 'postgres://db/vitrine' }))).toEqual([
      'DATABASE_URL is set but API_KEYS is not: several instances would each generate their own key. Set API_KEYS (the same on every instance).',
    ]);
  });

  it('accepts explicit keys with DATABASE_URL, and a generated key with the embedded database', () => {
    expect(serverSetupProblems(loadConfig({ DATABASE_URL: 'postgres://db/vitrine', API_KEYS: 'shared-key-0123456789' }))).toEqual([]);
    expect(serverSetupProblems(loadConfig({}))).toEqual([]);
  });
});
