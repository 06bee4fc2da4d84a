import { describe, expect, it } from 'vitest';
import { parseSourceRef } from './source-url.ts';

const CHANNEL = 'UC9PBzalIcEQCsiIkq36PyUx';
const PLAYLIST = 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG';

describe('parseSourceRef', () => {
  it.each([
    [`https://www.youtube.com/channel/${CHANNEL}`, { kind: 'channel', channelId: CHANNEL }],
    [`https://youtube.com/channel/${CHANNEL}/`, { kind: 'channel', channelId: CHANNEL }],
    [`https://m.youtube.com/channel/${CHANNEL}?si=x`, { kind: 'channel', channelId: CHANNEL }],
    [CHANNEL, { kind: 'channel', channelId: CHANNEL }],
    [`  ${CHANNEL}  `, { kind: 'channel', channelId: CHANNEL }],
    ['https://www.youtube.com/@NuclearBlastRecords', { kind: 'handle', handle: 'NuclearBlastRecords' }],
    ['https://www.youtube.com/@digital.foundry_1-x', { kind: 'handle', handle: 'digital.foundry_1-x' }],
    [`https://www.youtube.com/playlist?list=${PLAYLIST}`, { kind: 'playlist', playlistId: PLAYLIST }],
  ])('accepts %s', (input, ref) => {
    expect(parseSourceRef(input)).toEqual({ ok: true, ref });
  });

  it.each([
    [`https://www.youtube.com.evil.test/channel/${CHANNEL}`, 'not a YouTube host: "www.youtube.com.evil.test"'],
    [`https://evilyoutube.com/channel/${CHANNEL}`, 'not a YouTube host: "evilyoutube.com"'],
    [`https://youtu.be/${CHANNEL}`, 'not a YouTube host: "youtu.be"'],
    ['https://example.org/@name', 'not a YouTube host: "example.org"'],
    [`https://www.youtube.com:8443/channel/${CHANNEL}`, `not a YouTube URL: "https://www.youtube.com:8443/channel/${CHANNEL}"`],
    [`https://user@www.youtube.com/channel/${CHANNEL}`, `not a YouTube URL: "https://user@www.youtube.com/channel/${CHANNEL}"`],
    [`javascript:alert(1)//www.youtube.com/channel/${CHANNEL}`, `not a YouTube URL: "javascript:alert(1)//www.youtube.com/channel/${CHANNEL}"`],
    ['UC123', 'malformed channel id "UC123" (UC and 22 letters, digits, - or _)'],
    [`https://www.youtube.com/channel/${CHANNEL}x`, `malformed channel id "${CHANNEL}x" (UC and 22 letters, digits, - or _)`],
    ['https://www.youtube.com/@a', 'malformed handle "@a"'],
    ['https://www.youtube.com/@bad%3Cname', 'malformed handle "@bad%3Cname"'],
    ['https://www.youtube.com/playlist?list=xyz', 'malformed playlist id "xyz"'],
  ])('refuses %s', (input, error) => {
    expect(parseSourceRef(input)).toEqual({ ok: false, error });
  });

  it('refuses a video URL, naming the forms it takes', () => {
    const result = parseSourceRef('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^not a channel, handle or playlist URL: .*a handle URL \(https:\/\/www\.youtube\.com\/@name\)/);
  });
});
