import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { encodedBytes, encodeText, MIN_COMPRESSED_BYTES, requestEncoding } from './encoded-text.ts';

const asking = (acceptEncoding: string | undefined) => ({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }) as FastifyRequest;
/** An API answer's worth of text, accents included (its bytes outnumber its characters). */
const ANSWER = JSON.stringify(Array.from({ length: 40 }, (_, index) => ({ title: `Été ${index}`, views: index * 1_000 })));

/** V8's full collection, which a test process has no global for. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** Bytes of V8's old large-object space, where a rendered page's text (over 128 KB) is allocated once it outlives a young GC. */
const largeObjectBytes = () => getHeapSpaceStatistics().find(({ space_name }) => space_name === 'large_object_space')?.space_used_size ?? 0;

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

  it('compresses in the one encoding asked, which decodes to the text', () => {
    const br = encodeText(ANSWER, 'br', 'api-answer');
    const gzip = encodeText(ANSWER, 'gzip', 'api-answer');
    expect([br.encoding, gzip.encoding]).toEqual(['br', 'gzip']);
    expect(brotliDecompressSync(br.body).toString()).toBe(ANSWER);
    expect(gunzipSync(gzip.body).toString()).toBe(ANSWER);
    expect(encodedBytes(br)).toBeLessThan(Buffer.byteLength(ANSWER) / 2);
  });

  // A page is compressed once and sent to each of its visitors; an API answer, one of thousands of offsets and terms, mostly once.
  it('compresses a page harder than an API answer, both decoding to the text', () => {
    const page = Array.from({ length: 400 }, (_, index) => `<li class="card"><a href="/video-${index}">Été ${index % 37}</a></li>`).join('');
    const asPage = encodeText(page, 'br', 'page');
    const asAnswer = encodeText(page, 'br', 'api-answer');
    expect(brotliDecompressSync(asPage.body).toString()).toBe(page);
    expect(brotliDecompressSync(asAnswer.body).toString()).toBe(page);
    expect(encodedBytes(asPage)).toBeLessThan(encodedBytes(asAnswer));
  });

  it('encodes a text in pieces as the text they make, in every encoding', () => {
    const pieces = ['<p>Été', ' 🎸 ', '', ANSWER, '</p>'];
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      const { body } = encodeText(pieces, encoding, 'page');
      const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
      expect(decoded.toString()).toBe(pieces.join(''));
    }
    expect(encodeText(['{', '}'], 'br', 'page')).toEqual({ encoding: 'identity', body: Buffer.from('{}') });
  });

  it('sends a text too small to gain from compression as it is, and counts its bytes, not its characters', () => {
    const small = 'é'.repeat(MIN_COMPRESSED_BYTES / 4);
    const encoded = encodeText(small, 'br', 'api-answer');
    expect(encoded.encoding).toBe('identity');
    expect(encoded.body.toString()).toBe(small);
    expect(encodedBytes(encoded)).toBe(Buffer.byteLength(small));
    expect(encodeText(ANSWER, 'identity', 'api-answer').body.toString()).toBe(ANSWER);
  });

  // A cached answer must hold its own bytes only: a slice would keep zlib's whole output chunk or a shared pool alive.
  it('keeps each encoded body in memory of its own size', () => {
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      const { body } = encodeText(ANSWER, encoding, 'api-answer');
      expect(body.buffer.byteLength).toBe(body.length);
    }
    const small = encodeText('{}', 'br', 'api-answer');
    expect(small.body.buffer.byteLength).toBe(small.body.length);
  });

  // A rendered page (~190 KB) that stayed referenced while its compression ran outlived the young
  // generation: each render's text then waited for a full GC, 25–45 MB at the bench's peak (docs/PERFORMANCE.md).
  it('holds nothing of the text once encodeText returns', () => {
    const textBytes = 8 * 1024 * 1024;
    collectGarbage();
    const before = largeObjectBytes();
    // Made and passed inside a function of its own: a temporary of this test's frame, still live, would hold it.
    const encodeNewPage = () => encodeText(Array.from({ length: textBytes / 64 }, (_, index) => `<div class="card">${String(index).padStart(40, '0')}</div>`).join(''), 'gzip', 'page');
    const encoded = encodeNewPage();
    collectGarbage();
    expect(largeObjectBytes() - before).toBeLessThan(textBytes / 4);
    expect(gunzipSync(encoded.body).length).toBe(textBytes);
  });
});
