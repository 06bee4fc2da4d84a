import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema.ts';
import { countByStatus, listFailed } from '../../../mail/outbox-repository.ts';
import { parseMail, startTestSmtpServer, type TestSmtpServer } from '../../../test/test-smtp-server.ts';
import { buildTestApp, TEST_API_KEYS } from '../../../test/build-test-app.ts';

const OPERATOR = 'operator@example.org';
const FAST_DELIVERY = {
  MAIL_TO: OPERATOR,
  MAIL_FROM: 'Vitrine <site@vitrine.example>',
  POLL_INTERVAL_MS: '20',
  MAIL_RETRY_BASE_MS: '10',
  MAIL_RETRY_MAX_MS: '100',
  MAIL_SEND_TIMEOUT_MS: '2000',
  MIN_FILL_TIME_MS: '3000',
};
/** Long enough for the worker to have sent a duplicate, had it been going to. */
const SETTLE_MS = 300;

interface ContactBody {
  to?: string;
  mailSubject?: string;
  vendorEmail?: string;
  bodyContent: { message: string; text?: string; email: string };
  type: string;
  name?: string;
  website?: string;
  fillMs?: number;
}

function contactBody(overrides: { name?: string; email?: string; message?: string; website?: string; fillMs?: number } = {}): ContactBody {
  const { name = 'Jeanne Dupont', email = 'jeanne@example.com', message = 'Notre playlist : https://youtu.be/abc' } = overrides;
  return {
    to: 'someone-else@example.net',
    mailSubject: `Inscription ${email}`,
    vendorEmail: 'Vitrine <support@example.net>',
    bodyContent: { message, text: `Nom : ${name}\nEmail : ${email}\nMessage : ${message}`, email },
    type: 'gencontact',
    name,
    website: overrides.website ?? '',
    fillMs: overrides.fillMs ?? 10_000,
  };
}

let clientNumber = 0;
/** Each post comes from its own address unless told otherwise, so the rate limit stays out of the way. */
const nextClientIp = () => `10.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}.1`;

async function waitUntil(condition: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The real app, with these mail settings in its configuration. */
const buildAppWithMailEnv = (env: Record<string, string>): Promise<FastifyInstance> => buildTestApp({ entries: [], env });

describe('POST /api/mail/send', () => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;

  const post = (body: unknown, options: { key?: string | null; ip?: string; apiKey?: string | null } = {}) => {
    const headers: Record<string, string> = {};
    if (options.apiKey !== null) headers['x-api-key'] = options.apiKey ?? TEST_API_KEYS[0];
    if (options.key !== null) headers['idempotency-key'] = options.key ?? randomUUID();
    return app.inject({ method: 'POST', url: '/api/mail/send', headers, payload: body as object, remoteAddress: options.ip ?? nextClientIp() });
  };
  const outboxRows = () => app.db.select().from(mailOutbox);
  const sentCount = async () => (await countByStatus(app.db)).sent;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await buildAppWithMailEnv({ ...FAST_DELIVERY, MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await app?.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await app.db.delete(mailOutbox);
    smtp.received.length = 0;
  });
  afterEach(() => smtp.refuseRecipientsWith(undefined));

  it('delivers a submission once to the configured operator, with the right subject, body lines and Reply-To', async () => {
    const response = await post(contactBody());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const [mail] = await smtp.waitForMails(1);
    await pause(SETTLE_MS);
    expect(smtp.received).toHaveLength(1);
    expect(mail?.envelopeTo).toEqual([OPERATOR]);
    expect(mail?.headers.get('to')).toBe(OPERATOR);
    expect(mail?.headers.get('from')).toBe('Vitrine <site@vitrine.example>');
    expect(mail?.headers.get('reply-to')).toBe('Jeanne Dupont <jeanne@example.com>');
    expect(mail?.headers.get('subject')).toBe('[Vitrine] Demande de contact de jeanne@example.com');
    expect(mail?.text).toBe('Nom : Jeanne Dupont\nEmail : jeanne@example.com\nMessage : Notre playlist : https://youtu.be/abc');
    expect(mail?.raw).not.toContain('someone-else@example.net');
    expect(await countByStatus(app.db)).toMatchObject({ sent: 1, pending: 0, sending: 0, failed: 0 });
  });

  it('answers 200 with the SMTP server down, having stored the request, and delivers it once the server is back', async () => {
    await smtp.stop();
    try {
      const response = await post(contactBody());
      expect(response.statusCode).toBe(200);
      expect(await outboxRows()).toHaveLength(1);
      await waitUntil(async () => ((await outboxRows())[0]?.attempts ?? 0) >= 2);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.start();
    }
    await smtp.waitForMails(1);
    await waitUntil(async () => (await sentCount()) === 1);
    await pause(SETTLE_MS);
    expect(smtp.received).toHaveLength(1);
  });

  it('delivers 100 submissions exactly once while the SMTP server is stopped and restarted twice', async () => {
    const submit = async (count: number) => {
      const answers = await Promise.all(Array.from({ length: count }, (_, i) => post(contactBody({ email: `visitor${clientNumber}-${i}@example.com` }))));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(count).fill(200));
    };

    await smtp.stop();
    await submit(40);
    await smtp.start();
    await smtp.waitForMails(10);
    await submit(30);
    await smtp.stop();
    await submit(30);
    await pause(SETTLE_MS);
    await smtp.start();

    await smtp.waitForMails(100, 60_000);
    await waitUntil(async () => (await sentCount()) === 100, 30_000);
    await pause(SETTLE_MS);
    expect(smtp.received).toHaveLength(100);
    expect(new Set(smtp.received.map((mail) => mail.headers.get('message-id'))).size).toBe(100);
    expect(new Set(smtp.received.map((mail) => mail.headers.get('reply-to'))).size).toBe(100);
  });

  it('delivers one mail when the same Idempotency-Key is posted twice', async () => {
    const key = randomUUID();
    expect((await post(contactBody(), { key })).statusCode).toBe(200);
    expect((await post(contactBody(), { key })).statusCode).toBe(200);
    await smtp.waitForMails(1);
    await pause(SETTLE_MS);
    expect(smtp.received).toHaveLength(1);
    expect(await outboxRows()).toHaveLength(1);
  });

  it.each([
    ['a line break in the name', contactBody({ name: 'Jeanne\r\nBcc: victim@example.net' }), "Body field 'name' must not contain line breaks or control characters."],
    ['two comma-separated addresses', contactBody({ email: 'jeanne@example.com, victim@example.net' }), "Body field 'bodyContent.email' must be exactly one e-mail address."],
    ['two semicolon-separated addresses', contactBody({ email: 'jeanne@example.com;victim@example.net' }), "Body field 'bodyContent.email' must be exactly one e-mail address."],
    ['a header injected after the address', contactBody({ email: 'jeanne@example.com\r\nBcc: victim@example.net' }), "Body field 'bodyContent.email' must be exactly one e-mail address."],
    ['an address in angle brackets', contactBody({ email: 'Jeanne <jeanne@example.com>' }), "Body field 'bodyContent.email' must be exactly one e-mail address."],
    ['a name over 100 characters', contactBody({ name: 'n'.repeat(101) }), "Body field 'name' must NOT have more than 100 characters."],
    ['an address over 254 characters', contactBody({ email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com` }), "Body field 'bodyContent.email' must NOT have more than 254 characters."],
    ['a message over 5000 characters', contactBody({ message: 'm'.repeat(5_001) }), "Body field 'bodyContent.message' must NOT have more than 5000 characters."],
    ['an empty message', contactBody({ message: '  ' }), "Body field 'bodyContent.message' must not be empty."],
    ['a body over 16 KB', { ...contactBody(), bodyContent: { ...contactBody().bodyContent, text: 't'.repeat(17_000) } }, 'Body must be at most 16 KB.'],
    ['another type than gencontact', { ...contactBody(), type: 'newsletter' }, "Body field 'type' must be one of: gencontact."],
    ['a negative fill time', contactBody({ fillMs: -1 }), "Body field 'fillMs' must be >= 0."],
    ['a fill time over a day', contactBody({ fillMs: 86_400_001 }), "Body field 'fillMs' must be <= 86400000."],
    ['a fractional fill time', contactBody({ fillMs: 3_500.5 }), "Body field 'fillMs' must be integer."],
  ])('refuses %s with a 400 naming the field, and sends nothing', async (_case, body, message) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    // Nothing in the outbox means nothing for the worker to send.
    expect(await outboxRows()).toHaveLength(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('requires a printable Idempotency-Key of at most 100 characters', async () => {
    expect((await post(contactBody(), { key: null })).json()).toMatchObject({ statusCode: 400, message: "Header 'idempotency-key' is required." });
    expect((await post(contactBody(), { key: 'k'.repeat(101) })).json()).toMatchObject({ statusCode: 400, message: expect.stringContaining("'idempotency-key'") });
    expect((await post(contactBody(), { key: 'two words' })).json()).toMatchObject({ statusCode: 400, message: expect.stringContaining("'idempotency-key'") });
    expect(await outboxRows()).toHaveLength(0);
  });

  it('drops a post with the honeypot filled in silently: 200, nothing stored or sent', async () => {
    const response = await post(contactBody({ website: 'https://spam.example' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    await pause(SETTLE_MS);
    expect(await outboxRows()).toHaveLength(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('delivers a post filled in faster than a person (autofill) once, flagged as a likely robot', async () => {
    expect((await post(contactBody({ fillMs: 1_200 }))).statusCode).toBe(200);
    const [mail] = await smtp.waitForMails(1);
    await pause(SETTLE_MS);
    expect(smtp.received).toHaveLength(1);
    expect(mail?.headers.get('x-vitrine-likely-robot')).toBe('filled in 1200 ms, under the 3000 ms minimum');
    expect(mail?.text).toBe(
      'Robot probable : formulaire rempli en 1200 ms (minimum 3000 ms)\nNom : Jeanne Dupont\nEmail : jeanne@example.com\nMessage : Notre playlist : https://youtu.be/abc',
    );
  });

  it('delivers a post without a fill time once, flagged as a likely robot', async () => {
    const { fillMs: _fillMs, ...untimed } = contactBody();
    expect((await post(untimed)).statusCode).toBe(200);
    const [mail] = await smtp.waitForMails(1);
    await pause(SETTLE_MS);
    expect(smtp.received).toHaveLength(1);
    expect(mail?.headers.get('x-vitrine-likely-robot')).toBe('no fill time sent');
    expect(mail?.text.split('\n')[0]).toBe('Robot probable : aucune durée de saisie envoyée');
  });

  it('takes a post filled in exactly the minimum time as a person\'s, whatever the clocks say', async () => {
    expect((await post(contactBody({ fillMs: 3_000 }))).statusCode).toBe(200);
    const [mail] = await smtp.waitForMails(1);
    expect(await outboxRows()).toHaveLength(1);
    expect(mail?.headers.has('x-vitrine-likely-robot')).toBe(false);
    expect(mail?.text.startsWith('Nom : ')).toBe(true);
  });

  it("delivers the form's body, which carries only the fields the server reads", async () => {
    const { to: _to, mailSubject: _subject, vendorEmail: _vendor, bodyContent, ...fields } = contactBody();
    const response = await post({ ...fields, bodyContent: { message: bodyContent.message, email: bodyContent.email } });
    expect(response.statusCode).toBe(200);
    const [mail] = await smtp.waitForMails(1);
    expect(mail?.headers.get('subject')).toBe('[Vitrine] Demande de contact de jeanne@example.com');
    expect(mail?.text).toBe('Nom : Jeanne Dupont\nEmail : jeanne@example.com\nMessage : Notre playlist : https://youtu.be/abc');
  });

  it('answers 429 with Retry-After after 5 posts from one address within 10 minutes', async () => {
    const ip = nextClientIp();
    const bot = contactBody({ website: 'x' });
    for (let i = 0; i < 5; i += 1) expect((await post(bot, { ip })).statusCode).toBe(200);
    const limited = await post(bot, { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ message: 'Too many requests. Please wait and try again.' });
    expect((await post(bot)).statusCode).toBe(200);
  });

  it('refuses a post without the API key', async () => {
    expect((await post(contactBody(), { apiKey: null })).statusCode).toBe(401);
    expect(await outboxRows()).toHaveLength(0);
  });

  it('marks a request the SMTP server refuses with a 5xx as failed, with the reason', async () => {
    smtp.refuseRecipientsWith(550);
    expect((await post(contactBody())).statusCode).toBe(200);
    await waitUntil(async () => (await countByStatus(app.db)).failed === 1);
    const [failed] = await listFailed(app.db);
    expect(failed?.lastError).toMatch(/550/);
    const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'failed'));
    expect(row?.attempts).toBe(1);
  });
});

describe('POST /api/mail/send with the file transport (the default)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildAppWithMailEnv({ MAIL_TO: OPERATOR, MAIL_TRANSPORT: 'file' });
  });
  afterAll(() => app?.close());

  it('writes the mail as an .eml under <DATA_DIR>/outbox-mail', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/mail/send',
      headers: { 'x-api-key': TEST_API_KEYS[0], 'idempotency-key': randomUUID() },
      payload: contactBody() as object,
    });
    expect(response.statusCode).toBe(200);
    const { config } = app.mailOutbox;
    if (config.transport !== 'file') throw new Error('expected the file transport');
    const { fileDir } = config;
    await waitUntil(async () => (await readdir(fileDir).catch(() => [])).some((file) => file.endsWith('.eml')));
    const [file] = await readdir(fileDir);
    const mail = parseMail(await readFile(path.join(fileDir, file!), 'utf8'), []);
    expect(mail.headers.get('to')).toBe(OPERATOR);
    expect(mail.headers.get('reply-to')).toBe('Jeanne Dupont <jeanne@example.com>');
  });
});
