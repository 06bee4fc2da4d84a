import { negotiate } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings a text may be sent in besides plain, best first. */
const COMPRESSIONS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof COMPRESSIONS)[number] | 'identity';
/**
 * Brotli quality for a text compressed once per cache entry: 5 is as fast as gzip's default and
 * a fifth smaller on a rendered page; 9 and up cost 10–80× the time for 1–10 % less.
 */
const BROTLI_QUALITY = 5;
/** Below this a body is sent as it is: compressing it saves less than a packet (as @fastify/compress's threshold). */
export const MIN_COMPRESSED_BYTES = 1_024;
/**
 * Up to this a body is compressed on the event loop (~0.2 ms for an API page of 6 KB): the
 * thread pool's round trip and stream set-up cost more than that. Larger ones (a rendered page,
 * ~180 KB) go to the pool, so the loop never waits for them.
 */
const SYNC_COMPRESSION_MAX_BYTES = 32 * 1_024;
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

function brotliOptions(size: number): BrotliOptions {
  const windowBits = Math.min(MAX_BROTLI_WINDOW_BITS, Math.max(MIN_BROTLI_WINDOW_BITS, Math.ceil(Math.log2(size + 1))));
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
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

async function compress(plain: Buffer, encoding: Exclude<ContentEncoding, 'identity'>): Promise<Buffer> {
  const isSmall = plain.length <= SYNC_COMPRESSION_MAX_BYTES;
  if (encoding === 'br') return isSmall ? brotliCompressSync(plain, brotliOptions(plain.length)) : brotliCompressAsync(plain, brotliOptions(plain.length));
  return isSmall ? gzipSync(plain) : gzipAsync(plain);
}

/** `text` in `encoding` (plain when it is too small to gain from compression), in a Buffer fit to be kept. */
export async function encodeText(text: string, encoding: ContentEncoding): Promise<EncodedText> {
  const plain = Buffer.from(text);
  if (encoding === 'identity' || plain.length < MIN_COMPRESSED_BYTES) return { encoding: 'identity', body: ownedCopy(plain) };
  return { encoding, body: ownedCopy(await compress(plain, encoding)) };
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
