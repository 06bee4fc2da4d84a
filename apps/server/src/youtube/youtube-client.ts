import type { FeedValidators } from '../db/schema.ts';
import { isChannelId } from './youtube-ids.ts';

/** A feed or channel page that takes longer is a failed attempt (the source backs off). */
export const YOUTUBE_REQUEST_TIMEOUT_MS = 15_000;
/** A channel page is a few hundred kB; more is not one. */
const MAX_PAGE_BYTES = 5_000_000;

/** YouTube answered with an error, too slowly, or not at all. The message goes into `channels list`. */
export class YouTubeFetchError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'YouTubeFetchError';
  }
}

export type FeedAnswer = { isModified: false } | { isModified: true; xml: string; validators: FeedValidators };

/** The Atom feed of a playlist (a channel's uploads are one too: channelPlaylistId). */
export function feedUrl(baseUrl: string, playlistId: string): string {
  return `${baseUrl}/feeds/videos.xml?playlist_id=${encodeURIComponent(playlistId)}`;
}

/** A conditional GET: the validators of the last good answer, so an unchanged feed costs nothing. */
export async function fetchFeed(url: string, validators: FeedValidators | undefined): Promise<FeedAnswer> {
  const headers: Record<string, string> = { accept: 'application/atom+xml, application/xml;q=0.9, */*;q=0.1' };
  if (validators?.etag) headers['if-none-match'] = validators.etag;
  if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
  const response = await request(url, headers);
  if (response.status === 304) return { isModified: false };
  const xml = await response.text();
  const etag = response.headers.get('etag');
  const lastModified = response.headers.get('last-modified');
  return { isModified: true, xml, validators: { ...(etag && { etag }), ...(lastModified && { lastModified }) } };
}

/**
 * A handle's channel id, read once (at `channels add`) from the canonical link of the channel
 * page: `<link rel="canonical" href="https://www.youtube.com/channel/UC…">`.
 */
export async function resolveHandle(baseUrl: string, handle: string): Promise<string> {
  const response = await request(`${baseUrl}/@${encodeURIComponent(handle)}`, { accept: 'text/html' });
  const html = (await response.text()).slice(0, MAX_PAGE_BYTES);
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/\brel=["']?canonical\b/i.test(tag)) continue;
    const channelId = /href=["']?[^"'\s>]*\/channel\/([^"'\s>/?#]+)/i.exec(tag)?.[1];
    if (channelId !== undefined && isChannelId(channelId)) return channelId;
  }
  throw new YouTubeFetchError(`the page of @${handle} names no channel id (no canonical /channel/UC… link)`);
}

async function request(url: string, headers: Record<string, string>): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { headers, redirect: 'follow', signal: AbortSignal.timeout(YOUTUBE_REQUEST_TIMEOUT_MS) });
  } catch (error) {
    const isTimeout = error instanceof DOMException && error.name === 'TimeoutError';
    throw new YouTubeFetchError(isTimeout ? `no answer within ${YOUTUBE_REQUEST_TIMEOUT_MS / 1_000} s` : `unreachable: ${causeOf(error)}`);
  }
  if (response.status !== 304 && !response.ok) {
    await response.body?.cancel();
    throw new YouTubeFetchError(`HTTP ${response.status}`, response.status);
  }
  return response;
}

function causeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
