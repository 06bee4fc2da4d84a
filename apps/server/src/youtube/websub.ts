import { createHmac, timingSafeEqual } from 'node:crypto';
import { YOUTUBE_REQUEST_TIMEOUT_MS, YouTubeFetchError } from './youtube-client.ts';

/**
 * WebSub (PubSubHubbub) with YouTube's hub: subscriptions per channel, and the signature every
 * notification carries (`X-Hub-Signature: sha1=<HMAC of the body with our secret>`).
 */

/** The topic the hub knows a channel by; always YouTube's own address, whatever YOUTUBE_BASE_URL says. */
export function channelTopic(channelId: string): string {
  return `https://www.youtube.com/xml/feeds/videos.xml?channel_id=${channelId}`;
}

/** The channel a topic names, when it is one of YouTube's channel topics. */
export function channelOfTopic(topic: string | undefined): string | undefined {
  const match = topic === undefined ? null : /^https:\/\/www\.youtube\.com\/xml\/feeds\/videos\.xml\?channel_id=(UC[A-Za-z0-9_-]{22})$/.exec(topic);
  return match?.[1];
}

/** Lease asked for; the hub may grant less and says so in its verification request. */
export const WEBSUB_LEASE_SECONDS = 5 * 24 * 60 * 60;
/** Renewed this long before the lease ends, so a missed scheduler run does not lose it. */
export const WEBSUB_RENEW_BEFORE_MS = 24 * 60 * 60_000;

export async function requestSubscription(hubUrl: string, values: { channelId: string; callbackUrl: string; secret: string; mode: 'subscribe' | 'unsubscribe' }): Promise<void> {
  const form = new URLSearchParams({
    'hub.mode': values.mode,
    'hub.topic': channelTopic(values.channelId),
    'hub.callback': values.callbackUrl,
    'hub.verify': 'async',
    'hub.secret': values.secret,
    'hub.lease_seconds': String(WEBSUB_LEASE_SECONDS),
  });
  let response: Response;
  try {
    response = await fetch(hubUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(YOUTUBE_REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new YouTubeFetchError(`WebSub hub unreachable: ${(error as Error).message}`);
  }
  await response.body?.cancel();
  if (!response.ok) throw new YouTubeFetchError(`WebSub hub answered HTTP ${response.status}`, response.status);
}

/** Whether `header` is the HMAC-SHA1 of `body` with `secret`, compared in constant time. */
export function isValidSignature(body: string, header: string | undefined, secret: string): boolean {
  const match = header === undefined ? null : /^sha1=([0-9a-f]{40})$/i.exec(header.trim());
  if (match?.[1] === undefined) return false;
  const expected = createHmac('sha1', secret).update(body, 'utf8').digest();
  return timingSafeEqual(Buffer.from(match[1], 'hex'), expected);
}

export function signatureOf(body: string, secret: string): string {
  return `sha1=${createHmac('sha1', secret).update(body, 'utf8').digest('hex')}`;
}
