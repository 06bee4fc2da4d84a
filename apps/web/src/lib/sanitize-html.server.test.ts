// @vitest-environment node
import { JSDOM } from 'jsdom';
import { expect, it, vi } from 'vitest';
import { provideSanitizerWindow, sanitizeHtml } from './sanitize-html.ts';

// A server render (no global window) makes its sanitiser's window only for a description with
// markup: YouTube's plain-text descriptions never load jsdom (entry-server.tsx).
it('makes the server its window on the first description with markup, and only once', () => {
  const createWindow = vi.fn(() => new JSDOM('').window as unknown as Window);
  provideSanitizerWindow(createWindow);

  expect(sanitizeHtml('Live at Hellfest\nTracklist -> below')).toBe('Live at Hellfest<br>Tracklist -&gt; below');
  expect(createWindow).not.toHaveBeenCalled();

  expect(sanitizeHtml('<b>Live</b><script>alert(1)</script>')).toBe('<b>Live</b>');
  expect(sanitizeHtml('<a href="javascript:alert(1)">tour</a> dates')).toBe('<a target="_blank" rel="noopener noreferrer">tour</a> dates');
  expect(createWindow).toHaveBeenCalledTimes(1);
});
