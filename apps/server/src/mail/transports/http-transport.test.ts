import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMailConfig } from '../../test/test-mail-config.ts';
import { createHttpTransport } from './http-transport.ts';
import { PermanentMailError } from './mail-transport.ts';

const request = { name: 'Jeanne Dupont', email: 'jeanne@example.com', message: 'Bonjour' };

describe('http transport', () => {
  let server: Server;
  let status = 200;
  const calls: { headers: IncomingHttpHeaders; body: unknown }[] = [];
  let apiUrl = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        calls.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        res.writeHead(status, { 'content-type': 'application/json' }).end('{"ignored":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mail/send`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const transport = () =>
    createHttpTransport(
      testMailConfig('http', { MAIL_API_URL: apiUrl, MAIL_API_KEY: 'secret', MAIL_TO: 'operator@example.org', MAIL_FROM: 'Vitrine <site@vitrine.example>' }),
    );

  it("relays the spec's body with the API key, judged by status only", async () => {
    status = 201;
    await transport().send(request, 'key-1');
    expect(calls.at(-1)?.headers['x-api-key']).toBe('secret');
    expect(calls.at(-1)?.body).toEqual({
      to: 'operator@example.org',
      mailSubject: '[Vitrine] Demande de contact de jeanne@example.com',
      vendorEmail: 'Vitrine <site@vitrine.example>',
      bodyContent: { message: 'Bonjour', text: 'Nom : Jeanne Dupont\nEmail : jeanne@example.com\nMessage : Bonjour', email: 'jeanne@example.com' },
      type: 'gencontact',
    });
  });

  it("puts the likely-robot flag in the relayed text, the spec's body having no headers", async () => {
    status = 200;
    await transport().send({ ...request, robotSignal: { kind: 'too-fast', fillMs: 800, minFillTimeMs: 3_000 } }, 'key-flagged');
    expect(calls.at(-1)?.body).toMatchObject({
      bodyContent: { text: 'Robot probable : formulaire rempli en 800 ms (minimum 3000 ms)\nNom : Jeanne Dupont\nEmail : jeanne@example.com\nMessage : Bonjour' },
    });
  });

  it('treats a 4xx answer as permanent and a 5xx or 429 answer as transient', async () => {
    status = 400;
    await expect(transport().send(request, 'key-2')).rejects.toBeInstanceOf(PermanentMailError);
    for (status of [429, 503]) {
      const error = await transport().send(request, 'key-3').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(PermanentMailError);
    }
  });
});
