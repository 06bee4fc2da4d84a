import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { encodedBytes, encodeText, MIN_COMPRESSED_BYTES, requestEncoding } from './encoded-text.ts';

const asking = (acceptEncoding: string | undefined) => ({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }) as FastifyRequest;
/** An API answer's worth of text, accents included (its bytes outnumber its characters). */
const ANSWER = JSON.stringify(Array.from({ length: 40 }, (_, index) => ({ title: `Été ${index}`, views: index * 1_000 })));

describe('encoded text', () => {
  it('gives a request the best encoding it accepts, else plain', () => {
    expect(['gzip, deflate, br', 'gzip', 'gzip;q=1, br;q=0', 'deflate', '', undefined].map((header) => requestEncoding(asking(header)))).toEqual([
      'br',
      'gzip',
      'gzip',
      'identity',
      'identity',
      'identity',
    ]);
  });

  it('compresses in the one encoding asked, which decodes to the text', async () => {
    const br = await encodeText(ANSWER, 'br');
    const gzip = await encodeText(ANSWER, 'gzip');
    expect([br.encoding, gzip.encoding]).toEqual(['br', 'gzip']);
    expect(brotliDecompressSync(br.body).toString()).toBe(ANSWER);
    expect(gunzipSync(gzip.body).toString()).toBe(ANSWER);
    expect(encodedBytes(br)).toBeLessThan(Buffer.byteLength(ANSWER) / 2);
  });

  it('sends a text too small to gain from compression as it is, and counts its bytes, not its characters', async () => {
    const small = 'é'.repeat(MIN_COMPRESSED_BYTES / 4);
    const encoded = await encodeText(small, 'br');
    expect(encoded.encoding).toBe('identity');
    expect(encoded.body.toString()).toBe(small);
    expect(encodedBytes(encoded)).toBe(Buffer.byteLength(small));
    expect((await encodeText(ANSWER, 'identity')).body.toString()).toBe(ANSWER);
  });

  // A cached answer must hold its own bytes only: a slice would keep zlib's whole output chunk or a shared pool alive.
  it('keeps each encoded body in memory of its own size', async () => {
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      const { body } = await encodeText(ANSWER, encoding);
      expect(body.buffer.byteLength).toBe(body.length);
    }
    const small = await encodeText('{}', 'br');
    expect(small.body.buffer.byteLength).toBe(small.body.length);
  });
});
