import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import { themeVariables } from '../styles/theme-colors.ts';

// Every match is updated: the server's tags come before index.html's defaults, so a tag can appear twice.
function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  const metas = [...document.head.querySelectorAll<HTMLMetaElement>(`meta[${attribute}="${key}"]`)];
  if (metas.length === 0) {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
    metas.push(meta);
  }
  for (const meta of metas) meta.content = content;
}

function setFavicon(href: string): void {
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
  if (links.length === 0) {
    const link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
    links.push(link);
  }
  for (const link of links) {
    link.type = 'image/svg+xml';
    link.href = href;
  }
}

/**
 * Puts a theme on the page: colour variables, favicon, title, descriptions, language.
 * The og/twitter titles are written only on the first load (SPEC §4): link previews
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
