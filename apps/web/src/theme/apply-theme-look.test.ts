import { THEMES } from '@vitrine/catalog/themes/themes';
import { describe, expect, it } from 'vitest';
import { applyThemeLook } from './apply-theme-look.ts';

function meta(selector: string): string | null {
  return document.head.querySelector<HTMLMetaElement>(selector)?.content ?? null;
}

describe('applyThemeLook', () => {
  it('puts the theme colours, favicon, title and descriptions on the page', () => {
    applyThemeLook(THEMES.latino, { isFirstLoad: true });
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--theme-primary')).toBe('#ff6b35');
    expect(style.getPropertyValue('--theme-secondary')).toBe('#1a1a1a');
    expect(style.getPropertyValue('--theme-accent')).toBe('#ffd700');
    expect(style.getPropertyValue('--theme-on-accent')).toBe('#0b0b0f');
    expect(document.title).toBe(THEMES.latino.seo.title);
    expect(meta('meta[name="description"]')).toBe(THEMES.latino.seo.description);
    expect(meta('meta[property="og:title"]')).toBe(THEMES.latino.seo.title);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href')).toBe('/themes/latino/favicon.svg');
  });

  it("keeps the head the server wrote for a video's page on the first load, and fills in only what is missing", () => {
    document.head.replaceChildren();
    document.title = 'Live at Wacken | Rock & Metal';
    document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="The whole set."><meta property="og:title" content="Live at Wacken">');
    applyThemeLook(THEMES.rock, { isFirstLoad: true });
    expect(document.title).toBe('Live at Wacken | Rock & Metal');
    expect(meta('meta[name="description"]')).toBe('The whole set.');
    expect(meta('meta[property="og:title"]')).toBe('Live at Wacken');
    expect(meta('meta[name="keywords"]')).toBe(THEMES.rock.seo.keywords);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('updates the tags the server wrote in place: still one icon and one description', () => {
    document.head.replaceChildren();
    document.head.insertAdjacentHTML('beforeend', '<link rel="icon" href="/themes/rock/favicon.svg"><meta name="description" content="rock">');
    applyThemeLook(THEMES.standup, { isFirstLoad: false });
    applyThemeLook(THEMES.latino, { isFirstLoad: false });
    const icons = [...document.head.querySelectorAll('link[rel="icon"]')].map((link) => link.getAttribute('href'));
    expect(icons).toEqual(['/themes/latino/favicon.svg']);
    const descriptions = [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map((m) => m.content);
    expect(descriptions).toEqual([THEMES.latino.seo.description]);
  });

  it("leaves <html>'s language and theme attributes alone when they are already the theme's", () => {
    const root = document.documentElement;
    root.lang = THEMES.rock.lang;
    root.dataset.theme = THEMES.rock.id;
    const observer = new MutationObserver(() => {});
    observer.observe(root, { attributes: true, attributeFilter: ['lang', 'data-theme'] });
    applyThemeLook(THEMES.rock, { isFirstLoad: true });
    expect(observer.takeRecords()).toEqual([]);
    applyThemeLook(THEMES.sport, { isFirstLoad: false });
    expect(observer.takeRecords().map((record) => record.attributeName)).toEqual(['lang', 'data-theme']);
    observer.disconnect();
  });

  it('updates everything on a switch except the og and twitter titles, set on load only', () => {
    applyThemeLook(THEMES.rock, { isFirstLoad: true });
    applyThemeLook(THEMES.sport, { isFirstLoad: false });
    expect(document.title).toBe(THEMES.sport.seo.title);
    expect(meta('meta[property="og:description"]')).toBe(THEMES.sport.seo.description);
    expect(meta('meta[name="twitter:description"]')).toBe(THEMES.sport.seo.description);
    expect(meta('meta[property="og:title"]')).toBe(THEMES.rock.seo.title);
    expect(meta('meta[name="twitter:title"]')).toBe(THEMES.rock.seo.title);
    expect(document.documentElement.lang).toBe('fr');
  });
});
