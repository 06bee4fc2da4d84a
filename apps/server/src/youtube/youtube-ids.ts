/** The shapes of YouTube's identifiers, checked before anything is stored or fetched. */

/** `UC` and 22 characters of the URL-safe base64 alphabet. */
const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
/** Playlists an operator can name: made by hand (PL), uploads (UU…), albums (OL), favourites (FL). */
const PLAYLIST_ID = /^(PL|UU|OL|FL)[A-Za-z0-9_-]{10,62}$/;
/** What YouTube allows in a handle, after the `@`. */
const HANDLE = /^[A-Za-z0-9._-]{3,30}$/;

export function isChannelId(value: string): boolean {
  return CHANNEL_ID.test(value);
}

export function isPlaylistId(value: string): boolean {
  return PLAYLIST_ID.test(value);
}

export function isHandle(value: string): boolean {
  return HANDLE.test(value);
}

/**
 * The channel's system playlists: uploads without Shorts (the default), Shorts, live streams.
 * Each is the channel id with `UC` replaced by its prefix.
 */
export const CHANNEL_PLAYLIST_PREFIXES = { videos: 'UULF', shorts: 'UUSH', live: 'UULV' } as const;
export type ChannelPlaylistKind = keyof typeof CHANNEL_PLAYLIST_PREFIXES;

export function channelPlaylistId(channelId: string, kind: ChannelPlaylistKind): string {
  return `${CHANNEL_PLAYLIST_PREFIXES[kind]}${channelId.slice(2)}`;
}

/** Every upload, Shorts and live included: the Data API's uploads playlist (backfill). */
export function uploadsPlaylistId(channelId: string): string {
  return `UU${channelId.slice(2)}`;
}
