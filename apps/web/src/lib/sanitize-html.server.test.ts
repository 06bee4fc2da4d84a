// @vitest-environment node
import { JSDOM } from 'jsdom';
import { expect, it, vi } from 'vitest';
import { provideServerSanitizer, sanitizeHtml } from './sanitize-html.ts';
import { sanitizeSimpleMarkup } from './simple-markup.server.ts';

// A server render (no global window) makes its sanitiser's window only for a description whose
// markup is more than simple: YouTube's plain-text descriptions, and links and formatting, never
// load jsdom (entry-server.tsx).
it('makes the server its window on the first description simple markup cannot take, and only once', () => {
  const createWindow = vi.fn(() => new JSDOM('').window as unknown as Window);
  provideServerSanitizer({ createWindow, sanitizeSimpleMarkup });

  expect(sanitizeHtml('Live at Hellfest\nTracklist -> below')).toBe('Live at Hellfest<br>Tracklist -&gt; below');
  expect(sanitizeHtml('Rock &amp; Roll\n<a href="https://band.test/tour" onclick="x()">tour</a> <b>dates</b>')).toBe(
    'Rock &amp; Roll<br><a href="https://band.test/tour" target="_blank" rel="noopener noreferrer">tour</a> <b>dates</b>',
  );
  expect(createWindow).not.toHaveBeenCalled();

  expect(sanitizeHtml('<b>Live</b><script>alert(1)</script>')).toBe('<b>Live</b>');
  expect(sanitizeHtml('<a href="javascript:alert(1)">tour</a> dates')).toBe('<a target="_blank" rel="noopener noreferrer">tour</a> dates');
  expect(createWindow).toHaveBeenCalledTimes(1);
});
