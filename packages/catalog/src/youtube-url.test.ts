import { describe, expect, it } from 'vitest';
import { INVALID_YOUTUBE_URL, parseYouTubeUrl, watchUrl } from './youtube-url.ts';

const ID = 'dQw4w9WgXcQ';

describe('parseYouTubeUrl', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`https://music.youtube.com/watch?v=${ID}&list=PL123`],
    [`https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`],
    [`https://WWW.YouTube.com/watch?v=${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?t=10`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/embed/${ID}?autoplay=1`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://youtube-nocookie.com/embed/${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`youtu.be/${ID}`],
    [`  https://youtu.be/${ID}  `],
    ['https://youtu.be/a-b_C1d2E3f'],
  ])('accepts %s', (url) => {
    const result = parseYouTubeUrl(url);
    expect(result.ok).toBe(true);
    expect(result).toEqual({ ok: true, videoId: url.includes(ID) ? ID : 'a-b_C1d2E3f' });
  });

  it.each([
    ['', 'empty'],
    ['not a url', 'plain text'],
    [ID, 'a bare id'],
    [`https://youtube.com.evil.test/watch?v=${ID}`, 'lookalike host with a YouTube prefix'],
    [`https://evilyoutube.com/watch?v=${ID}`, 'lookalike host with a YouTube suffix'],
    [`https://youtu.be.evil.test/${ID}`, 'lookalike short-link host'],
    [`https://www.youtube.com@evil.test/watch?v=${ID}`, 'credentials trick'],
    [`https://user@www.youtube.com/watch?v=${ID}`, 'credentials on the real host'],
    [`https://www.youtube.com:8443/watch?v=${ID}`, 'a non-default port'],
    [`javascript:alert(1)//https://youtu.be/${ID}`, 'javascript scheme'],
    [`ftp://www.youtube.com/watch?v=${ID}`, 'ftp scheme'],
    [`data:text/html,https://youtu.be/${ID}`, 'data scheme'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXc', 'a 10-character id'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQQ', 'a 12-character id'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXc!', 'a forbidden character'],
    ['https://www.youtube.com/watch', 'no id'],
    [`https://www.youtube.com/watch/${ID}`, 'id in the watch path'],
    [`https://www.youtube.com/embed/${ID}/extra`, 'extra embed segment'],
    [`https://youtu.be/${ID}/extra`, 'extra short-link segment'],
    [`https://www.youtube.com/channel/${ID}`, 'a channel page'],
    [`https://www.youtube-nocookie.com/watch?v=${ID}`, 'nocookie watch page'],
    [`https://youtube.com./watch?v=${ID}`, 'trailing dot host'],
  ])('rejects %s (%s)', (url) => {
    expect(parseYouTubeUrl(url)).toEqual({ ok: false, error: 'Invalid YouTube URL' });
  });

  it('uses the spec message', () => {
    expect(INVALID_YOUTUBE_URL).toBe('Invalid YouTube URL');
  });
});

describe('watchUrl', () => {
  it.each([
    [ID, `https://www.youtube.com/watch?v=${ID}`],
    ['a-b_C1d2E3f', 'https://www.youtube.com/watch?v=a-b_C1d2E3f'],
    ['x&y=z', 'https://www.youtube.com/watch?v=x%26y%3Dz'],
  ])('watchUrl(%j) is %s', (id, url) => {
    expect(watchUrl(id)).toBe(url);
  });

  it('round-trips through parseYouTubeUrl', () => {
    expect(parseYouTubeUrl(watchUrl(ID))).toEqual({ ok: true, videoId: ID });
  });
});
