import { describe, expect, it } from 'vitest';
import { backdropUrl, posterUrl, thumbnailImages } from './video-thumbnails.ts';

const at = (size: string) => ({ url: `https://i.ytimg.com/vi/a/${size}.jpg` });

describe('video thumbnails (PRODUCT §3.6)', () => {
  it('the backdrop is maxres, else standard, else none', () => {
    expect(backdropUrl({ maxres: at('maxres'), standard: at('standard') })).toBe(at('maxres').url);
    expect(backdropUrl({ standard: at('standard'), high: at('high') })).toBe(at('standard').url);
    expect(backdropUrl({ high: at('high') })).toBe('');
  });

  it('the poster is maxres, standard, high, medium, default: the first one present and not blank', () => {
    expect(posterUrl({ maxres: { url: ' ' }, high: at('high'), medium: at('medium') })).toBe(at('high').url);
    expect(posterUrl({ default: at('default'), medium: at('medium') })).toBe(at('medium').url);
    expect(posterUrl({})).toBe('');
  });

  it('a path that does not start with http is served from the images folder (PRODUCT §5.5)', () => {
    expect(posterUrl({ high: { url: 'thumbs/a.jpg' } })).toBe('/images/thumbs/a.jpg');
    expect(thumbnailImages({ high: { url: '/thumbs/a.jpg' }, default: at('default') })).toEqual([
      { url: '/images/thumbs/a.jpg', width: 480 },
      { url: at('default').url, width: 120 },
    ]);
  });
});
