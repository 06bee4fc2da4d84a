import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import { themeVariables } from '../styles/theme-colors.ts';

// The page holds one of each tag (the server wrote it; the template has none): update it in
// place, or add it when the server left it out, so a theme switch never adds a second one.
function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}

/** Adds the tag only when the page has none: the server's own head stays as it wrote it. */
function fillMeta(attribute: 'name' | 'property', key: string, content: string): void {
  if (!document.head.querySelector(`meta[${attribute}="${key}"]`)) upsertMeta(attribute, key, content);
}

function setFavicon(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.type = 'image/svg+xml';
  link.href = href;
}

/**
 * Puts a theme on the page: colour variables, favicon, title, descriptions, language.
 * On the first load the title and descriptions are the server's, which may be a video's or a
 * label's (PRODUCT §12): they are only filled in where missing (a page the server did not
 * write). A switch writes the new theme's, but never the og/twitter titles (PRODUCT §4.2):
 * link previews read the page once.
 */
export function applyThemeLook(theme: ThemeConfig, { isFirstLoad }: { isFirstLoad: boolean }): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(themeVariables(theme))) root.style.setProperty(name, value);
  // Written only when they change: Chromium restyles the whole page for an attribute of <html>
  // written again, even unchanged (on a first load, inside the hydration's first frame; issue 9, TBT).
  if (root.lang !== theme.lang) root.lang = theme.lang;
  if (root.dataset.theme !== theme.id) root.dataset.theme = theme.id;
  setFavicon(theme.branding.favicon);
  const writeMeta = isFirstLoad ? fillMeta : upsertMeta;
  if (!isFirstLoad || document.title === '') document.title = theme.seo.title;
  writeMeta('name', 'description', theme.seo.description);
  writeMeta('name', 'keywords', theme.seo.keywords);
  writeMeta('property', 'og:description', theme.seo.description);
  writeMeta('name', 'twitter:description', theme.seo.description);
  if (isFirstLoad) {
    fillMeta('property', 'og:title', theme.seo.title);
    fillMeta('name', 'twitter:title', theme.seo.title);
  }
}
