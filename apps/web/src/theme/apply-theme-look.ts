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
 * The og/twitter titles are written only on the first load (PRODUCT §4.2): link previews
 * read the page once, and a later switch must not rewrite them.
 */
export function applyThemeLook(theme: ThemeConfig, { isFirstLoad }: { isFirstLoad: boolean }): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(themeVariables(theme))) root.style.setProperty(name, value);
  root.lang = theme.lang;
  root.dataset.theme = theme.id;
  setFavicon(theme.branding.favicon);
  document.title = theme.seo.title;
  upsertMeta('name', 'description', theme.seo.description);
  upsertMeta('name', 'keywords', theme.seo.keywords);
  upsertMeta('property', 'og:description', theme.seo.description);
  upsertMeta('name', 'twitter:description', theme.seo.description);
  if (isFirstLoad) {
    upsertMeta('property', 'og:title', theme.seo.title);
    upsertMeta('name', 'twitter:title', theme.seo.title);
  }
}
