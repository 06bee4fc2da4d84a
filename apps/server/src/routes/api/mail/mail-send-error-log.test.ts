import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_API_KEYS, buildTestApp } from '../../../test/build-test-app.ts';

const VISITOR = { name: 'Léa Dupont-Secret', email: 'lea.secret@example.com', message: 'Mon numéro est le 06 12 34 56 78.' };

/** Error logs carry what went wrong and which request, never the visitor's data in the failed SQL (PRODUCT §10.5). */
describe('a database error on the contact route', () => {
  let app: FastifyInstance;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    app = await buildTestApp({ entries: [], logStream });
    // Every insert into the outbox now fails, with the row's values in the driver's detail.
    await app.db.execute(sql`alter table mail_outbox add constraint refuse_everything check (idempotency_key = '')`);
  });
  afterAll(async () => app?.close());

  it('is logged with its class, code and request id, without the parameters', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/mail/send',
      headers: { 'x-api-key': TEST_API_KEYS[0], 'idempotency-key': randomUUID() },
      payload: { bodyContent: { message: VISITOR.message, email: VISITOR.email }, type: 'gencontact', name: VISITOR.name, fillMs: 20_000 },
    });
    expect(response.statusCode).toBe(500);

    const errorLines = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line['level'] === 50);
    expect(errorLines).toContainEqual(
      expect.objectContaining({ reqId: expect.any(String), err: expect.objectContaining({ type: 'DrizzleQueryError', code: '23514' }) }),
    );
    const everything = logLines.join('\n');
    for (const secret of [VISITOR.name, VISITOR.email, 'numéro', 'insert into']) expect(everything.toLowerCase()).not.toContain(secret.toLowerCase());
  });
});
