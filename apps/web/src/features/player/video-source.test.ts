import { describe, expect, it } from 'vitest';
import { videoSourceOf } from './video-source.ts';

describe('videoSourceOf', () => {
  it.each([
    { case: 'a watch URL', trailerUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', videoId: '', expected: { ok: true, videoId: 'dQw4w9WgXcQ' } },
    { case: 'a short link', trailerUrl: 'https://youtu.be/dQw4w9WgXcQ', videoId: '', expected: { ok: true, videoId: 'dQw4w9WgXcQ' } },
    { case: 'the trailer URL over the bare id', trailerUrl: 'https://youtu.be/dQw4w9WgXcQ', videoId: 'aaaaaaaaaaa', expected: { ok: true, videoId: 'dQw4w9WgXcQ' } },
    { case: 'a lookalike host', trailerUrl: 'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ', videoId: 'dQw4w9WgXcQ', expected: { ok: false, message: 'Invalid YouTube URL' } },
    { case: 'a script URL', trailerUrl: 'javascript:alert(1)', videoId: '', expected: { ok: false, message: 'Invalid YouTube URL' } },
    { case: 'no URL but a video id', trailerUrl: '', videoId: 'dQw4w9WgXcQ', expected: { ok: true, videoId: 'dQw4w9WgXcQ' } },
    { case: 'neither', trailerUrl: '', videoId: '', expected: { ok: false, message: 'No video is available for this title.' } },
    { case: 'no URL and a malformed id', trailerUrl: '', videoId: 'x"><script>', expected: { ok: false, message: 'No video is available for this title.' } },
  ])('$case', ({ trailerUrl, videoId, expected }) => {
    expect(videoSourceOf({ trailerUrl, videoId })).toEqual(expected);
  });
});
