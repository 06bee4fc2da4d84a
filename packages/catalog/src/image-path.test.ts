import { describe, expect, it } from 'vitest';
import { IMAGES_FOLDER, imagePath, isThumbnailUrl, THUMBNAIL_URL_PATTERN } from './image-path.ts';

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

describe('isThumbnailUrl: YouTube image hosts over https, or a relative path', () => {
  it.each([
    'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
    'https://i3.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg?sqp=-oaymw',
    'https://img.youtube.com/vi/dQw4w9WgXcQ/0.jpg',
    'labels/UFC.jpg',
    '/images/labels/UFC.jpg',
    '',
  ])('accepts %j', (url) => {
    expect(isThumbnailUrl(url)).toBe(true);
    expect(new RegExp(THUMBNAIL_URL_PATTERN).test(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://i.ytimg.com/vi/dQw4w9WgXcQ/default.jpg',
    'https://evil.example/x.jpg',
    'https://i.ytimg.com.evil.example/x.jpg',
    'https://i.ytimg.com@evil.example/x.jpg',
    'https://i.ytimg.com:8443/x.jpg',
    'https://i.ytimg.com/x.jpg" onerror="alert(1)',
    '//evil.example/x.jpg',
    '../../etc/passwd',
    'labels/../../secret.jpg',
    'httpx.jpg',
    'labels/a b.jpg',
  ])('refuses %j', (url) => {
    expect(isThumbnailUrl(url)).toBe(false);
    expect(new RegExp(THUMBNAIL_URL_PATTERN).test(url)).toBe(false);
  });
});
