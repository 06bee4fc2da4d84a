import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync, type BrotliOptions } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The encodings a text may be sent in besides plain, best first. */
const COMPRESSIONS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof COMPRESSIONS)[number] | 'identity';
/**
 * What a text is, for how hard brotli works on it (quality). A rendered page (~150–190 KB,
 * compressed once per catalogue version and address, then sent to each visitor of it): 5, for
 * the bytes. A first visit waits a round trip more for each congestion window its page
 * overflows, and TCP's first holds 10 segments (14.6 KB, headers included): the demo's rock home
 * page is 12.2 KB at 5 and 13.9 KB at 3, which with its 1.4 KB of headers took a second round
 * trip (Lighthouse's mobile LCP 1.93 → 2.08 s). 5 costs 1.1–2.4 ms a page there, 3 0.5–1.1 ms
 * (4.7 against 1.6 ms with descriptions as long as the bench's, docs/PERFORMANCE.md).
 * An API answer (6–9 KB, one of thousands of offsets and terms, most asked once): 1, for a fifth
 * more bytes (1.8 KB against 1.5 at 5). At 5 its compression took a third of the server's CPU
 * for an uncached answer, which 1 brought from ~450–600 to ~300–400 µs (docs/PERFORMANCE.md).
 */
const BROTLI_QUALITY = { page: 5, 'api-answer': 1 } as const;
export type TextKind = keyof typeof BROTLI_QUALITY;
/** Below this a body is sent as it is: compressing it saves less than a packet (as @fastify/compress's threshold). */
export const MIN_COMPRESSED_BYTES = 1_024;
/** Brotli's window sized to the text (it allocates a 4 MB ring buffer by default). */
const MIN_BROTLI_WINDOW_BITS = 10;
const MAX_BROTLI_WINDOW_BITS = 24;

/** A text in the one encoding it is sent in; cached as it is, so that serving it again costs no compression. */
export interface EncodedText {
  encoding: ContentEncoding;
  body: Buffer;
}

/**
 * The encoding this request gets: its `Accept-Encoding`'s best of brotli and gzip, else plain.
 * Part of every cache key of an encoded text, so that a miss compresses in that encoding only.
 */
export function requestEncoding(request: FastifyRequest): ContentEncoding {
  return negotiate<ContentEncoding>(request.headers['accept-encoding'] ?? '', [...COMPRESSIONS]) ?? 'identity';
}

function brotliOptions(size: number, kind: TextKind): BrotliOptions {
  const windowBits = Math.min(MAX_BROTLI_WINDOW_BITS, Math.max(MIN_BROTLI_WINDOW_BITS, Math.ceil(Math.log2(size + 1))));
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[kind],
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
      [constants.BROTLI_PARAM_LGWIN]: windowBits,
    },
  };
}

/**
 * The bytes in a memory of their own, exactly their size. zlib answers a slice of its 16–64 KB
 * output chunk, and a small Buffer.from a slice of a shared 8 KB pool: kept in a cache, a 1.5 KB
 * answer held a whole chunk alive (114 MB of ArrayBuffers under a 64 MB cache, bench on PostgreSQL).
 */
function ownedCopy(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

/**
 * On the event loop, for every size: tens of µs for an API page, ~1.1 ms for a rendered page
 * of ~190 KB (of the ~8 ms that page costs), and only on a cache miss. On the thread pool, a
 * page's text waited in memory for its turn and brotli's buffers (~2 MB each) were allocated and
 * freed by several threads at once: glibc's allocator kept what they freed, and on the bench's
 * uncached page row the server's native memory grew by 20–30 MB, its peak RSS with it (the text
 * itself, held across the await, stayed in V8's large-object space until a full GC: 25–45 MB
 * more). One at a time, each compression reuses the memory the previous one freed
 * (docs/PERFORMANCE.md, Memory on PostgreSQL).
 */
function compress(plain: Buffer, encoding: Exclude<ContentEncoding, 'identity'>, kind: TextKind): Buffer {
  return encoding === 'br' ? brotliCompressSync(plain, brotliOptions(plain.length, kind)) : gzipSync(plain);
}

/**
 * A long text as the pieces it was put together from, encoded piece by piece and never joined into
 * one string: a rendered page of ~190 KB joined cost ~1.4 ms (a new string in V8's large-object
 * space), three times encoding its pieces (docs/PERFORMANCE.md, An uncached video page's pieces).
 */
export type TextPieces = readonly string[];

/** `text` in `encoding` (plain when it is too small to gain from compression), in a Buffer fit to be kept. */
export function encodeText(text: string | TextPieces, encoding: ContentEncoding, kind: TextKind): EncodedText {
  const plain = typeof text === 'string' ? Buffer.from(text) : Buffer.concat(text.map((piece) => Buffer.from(piece)));
  if (encoding === 'identity' || plain.length < MIN_COMPRESSED_BYTES) return { encoding: 'identity', body: ownedCopy(plain) };
  return { encoding, body: ownedCopy(compress(plain, encoding, kind)) };
}

/** What a cache holds for it, in bytes: the body is a Buffer, outside V8's heap, and nothing else is kept. */
export function encodedBytes({ body }: EncodedText): number {
  return body.length;
}

/**
 * Sends the encoded body. A set `content-encoding` tells the compress plugin the body is already
 * encoded; `Vary: accept-encoding` is the caller's to set (the encoding follows that header).
 */
export function sendEncoded(reply: FastifyReply, { encoding, body }: EncodedText): FastifyReply {
  return encoding === 'identity' ? reply.send(body) : reply.header('content-encoding', encoding).send(body);
}
