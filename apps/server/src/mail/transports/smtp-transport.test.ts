import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMailConfig } from '../../test/test-mail-config.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server.ts';
import { PermanentMailError } from './mail-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';

const request = { name: 'Jeanne Dupont', email: 'jeanne@example.com', message: 'Notre playlist : https://youtu.be/abc' };

describe('smtp transport', () => {
  let smtp: TestSmtpServer;
  const config = () =>
    testMailConfig('smtp', { SMTP_URL: smtp.url, MAIL_TO: 'operator@example.org', MAIL_FROM: 'Vitrine <site@vitrine.example>', MAIL_SEND_TIMEOUT_MS: '2000' });

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.stop());

  it('sends to the operator, with the visitor only in Reply-To', async () => {
    const transport = createSmtpTransport(config());
    await transport.send(request, 'key-1');
    await transport.close();

    const [mail] = await smtp.waitForMails(1);
    expect(mail?.envelopeTo).toEqual(['operator@example.org']);
    expect(mail?.headers.get('to')).toBe('operator@example.org');
    expect(mail?.headers.get('from')).toBe('Vitrine <site@vitrine.example>');
    expect(mail?.headers.get('reply-to')).toBe('Jeanne Dupont <jeanne@example.com>');
    expect(mail?.headers.get('subject')).toBe('[Vitrine] Demande de contact de jeanne@example.com');
    expect(mail?.headers.get('message-id')).toMatch(/^<[0-9a-f]{32}@vitrine\.example>$/);
    expect(mail?.text).toBe('Nom : Jeanne Dupont\nEmail : jeanne@example.com\nMessage : Notre playlist : https://youtu.be/abc');
  });

  it('reports a 5xx refusal as permanent, with the server reply as the reason', async () => {
    smtp.refuseRecipientsWith(550);
    const transport = createSmtpTransport(config());
    try {
      const sending = transport.send(request, 'key-2');
      await expect(sending).rejects.toBeInstanceOf(PermanentMailError);
      await expect(sending).rejects.toThrow(/550/);
    } finally {
      smtp.refuseRecipientsWith(undefined);
      await transport.close();
    }
  });

  it('reports a 4xx refusal and an unreachable server as transient', async () => {
    smtp.refuseRecipientsWith(451);
    const transport = createSmtpTransport(config());
    try {
      const refused = await transport.send(request, 'key-3').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Error);
      expect(refused).not.toBeInstanceOf(PermanentMailError);
    } finally {
      smtp.refuseRecipientsWith(undefined);
    }

    await smtp.stop();
    try {
      const unreachable = await transport.send(request, 'key-4').catch((error: unknown) => error);
      expect(unreachable).toBeInstanceOf(Error);
      expect(unreachable).not.toBeInstanceOf(PermanentMailError);
    } finally {
      await smtp.start();
      await transport.close();
    }
  });
});
