import { describe, expect, it } from 'vitest';
import { IMAGES_FOLDER, imagePath } from './image-path.ts';

describe('imagePath', () => {
  it('serves images from /images', () => {
    expect(IMAGES_FOLDER).toBe('/images');
  });

  it.each([
    ['/labels/UFC.jpg', '/images/labels/UFC.jpg'],
    ['labels/UFC.jpg', '/images/labels/UFC.jpg'],
    ['poster.png', '/images/poster.png'],
    ['https://i.ytimg.com/vi/abc/maxresdefault.jpg', 'https://i.ytimg.com/vi/abc/maxresdefault.jpg'],
    ['http://example.test/a.jpg', 'http://example.test/a.jpg'],
    ['/images/labels/UFC.jpg', '/images/labels/UFC.jpg'],
    ['/imagesque.jpg', '/images/imagesque.jpg'],
    ['', ''],
  ])('imagePath(%j) is %j', (input, expected) => {
    expect(imagePath(input)).toBe(expected);
  });
});
