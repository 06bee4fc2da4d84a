import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Defaults of SHARED_CACHE_MAX_AGE_S and STALE_WHILE_REVALIDATE_S. */
export const DEFAULT_SHARED_MAX_AGE_S = 5;
export const DEFAULT_STALE_WHILE_REVALIDATE_S = 30;
const ETAG_HASH_CHARS = 16;

export interface HttpCachePolicy {
  /** How long a CDN or proxy may serve an answer without asking (`s-maxage`). */
  sharedMaxAgeS: number;
  /** How long after that it may still serve it while it revalidates in the background. */
  staleWhileRevalidateS: number;
}

/**
 * A weak ETag from the catalogue version and what the answer is of (its cache key): known
 * before any query runs, so a revalidation costs no database work and no body is hashed.
 * Weak, because the compressed and plain bodies of one answer share it.
 */
export function versionEtag(version: number, key: string): string {
  return `W/"${version.toString(36)}-${keyDigest(key)}"`;
}

/**
 * Digests of the keys answered lately: a cached answer is asked for again and again, and
 * hashing its key was a few per cent of its cost. Emptied when full, which only costs a hash each.
 */
const recentKeyDigests = new Map<string, string>();
const MAX_REMEMBERED_DIGESTS = 10_000;

function keyDigest(key: string): string {
  let digest = recentKeyDigests.get(key);
  if (digest === undefined) {
    if (recentKeyDigests.size >= MAX_REMEMBERED_DIGESTS) recentKeyDigests.clear();
    digest = createHash('sha1').update(key).digest('base64url').slice(0, ETAG_HASH_CHARS);
    recentKeyDigests.set(key, digest);
  }
  return digest;
}

/**
 * `If-None-Match` holds this ETag (weak comparison, or in a list): the client's copy is current.
 * `*` is not honoured: it is decided before the lookup, which may find nothing.
 */
export function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

/**
 * Browsers revalidate every time (max-age=0: a 304 costs nothing here and the page keeps its
 * own cache, PRODUCT §7.5); a CDN or proxy serves the answer for `s-maxage` and while it
 * revalidates. `public`: the answer holds nothing about the visitor.
 */
export function sharedCacheControl({ sharedMaxAgeS, staleWhileRevalidateS }: HttpCachePolicy): string {
  return `public, max-age=0, s-maxage=${sharedMaxAgeS}, stale-while-revalidate=${staleWhileRevalidateS}`;
}

/** The caching headers of a versioned answer; `vary` names the request headers, besides the URL, that choose it (PRODUCT §10.14). */
export function setCacheHeaders(reply: FastifyReply, etag: string, cacheControl: string, vary: string): FastifyReply {
  return reply.header('etag', etag).header('cache-control', cacheControl).header('vary', vary);
}

/**
 * Answers 304 when the client already has this version (and returns true: send nothing more).
 * Otherwise sets nothing: the headers go on the 200 only, so an error or a 404 is never given
 * to a shared cache as the answer.
 */
export function answerNotModified(request: FastifyRequest, reply: FastifyReply, etag: string, cacheControl: string, vary: string): boolean {
  if (!isNotModified(request, etag)) return false;
  void setCacheHeaders(reply, etag, cacheControl, vary).code(304).send();
  return true;
}
