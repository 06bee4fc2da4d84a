import { isChannelId, isHandle, isPlaylistId } from './youtube-ids.ts';

/** What an operator named as a source; a handle is resolved to its channel id once, when added. */
export type SourceRef = { kind: 'channel'; channelId: string } | { kind: 'handle'; handle: string } | { kind: 'playlist'; playlistId: string };

export type SourceRefResult = { ok: true; ref: SourceRef } | { ok: false; error: string };

/** Hosts compared whole: `youtube.com.evil.test` or `evilyoutube.com` are not YouTube. */
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);

export const NOT_A_SOURCE =
  'expected a channel URL (https://www.youtube.com/channel/UC…), a handle URL (https://www.youtube.com/@name), a UC… channel id or a playlist URL (https://www.youtube.com/playlist?list=…)';

/**
 * Parses a source as the operator wrote it. The host is only checked, never fetched: every
 * request goes to YOUTUBE_BASE_URL.
 */
export function parseSourceRef(input: string): SourceRefResult {
  const text = input.trim();
  if (/^UC[^/:?#]*$/.test(text)) return isChannelId(text) ? ok({ kind: 'channel', channelId: text }) : fail(`malformed channel id "${text}" (UC and 22 letters, digits, - or _)`);

  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fail(`not a URL or channel id: "${text}"; ${NOT_A_SOURCE}`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '' || url.port !== '') {
    return fail(`not a YouTube URL: "${text}"`);
  }
  if (!YOUTUBE_HOSTS.has(url.hostname)) return fail(`not a YouTube host: "${url.hostname}"`);

  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const [first, second, ...rest] = segments;
  if (first === 'channel' && second !== undefined && rest.length === 0) {
    return isChannelId(second) ? ok({ kind: 'channel', channelId: second }) : fail(`malformed channel id "${second}" (UC and 22 letters, digits, - or _)`);
  }
  if (first?.startsWith('@') && second === undefined) {
    const handle = safeDecode(first.slice(1));
    return handle !== undefined && isHandle(handle) ? ok({ kind: 'handle', handle }) : fail(`malformed handle "${first}"`);
  }
  if (first === 'playlist' && second === undefined) {
    const list = url.searchParams.get('list') ?? '';
    return isPlaylistId(list) ? ok({ kind: 'playlist', playlistId: list }) : fail(`malformed playlist id "${list}"`);
  }
  return fail(`not a channel, handle or playlist URL: "${text}"; ${NOT_A_SOURCE}`);
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

const ok = (ref: SourceRef): SourceRefResult => ({ ok: true, ref });
const fail = (error: string): SourceRefResult => ({ ok: false, error });
