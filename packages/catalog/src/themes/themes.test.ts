import { describe, expect, it } from 'vitest';
import { GENRE_RANGES, isInRange } from '../genres.ts';
import { THEME, THEME_IDS, type ThemeId } from './theme-ids.ts';
import { getTheme, THEMES } from './themes.ts';

const EXPECTED: Record<ThemeId, { colours: [string, string, string]; labels: number; lang: 'fr' | 'en'; releaseDate?: string }> = {
  spkombat: { colours: ['#222222', '#f2c300', '#e94e77'], labels: 11, lang: 'fr', releaseDate: '2020-01-01' },
  culture_fr: { colours: ['#2e3192', '#f7f7f7', '#e94e77'], labels: 1, lang: 'fr', releaseDate: '2020-01-01' },
  rock: { colours: ['#ff0000', '#000000', '#ffffff'], labels: 26, lang: 'en', releaseDate: '2020-01-01' },
  latino: { colours: ['#ff6b35', '#1a1a1a', '#ffd700'], labels: 11, lang: 'en', releaseDate: '2020-01-01' },
  standup: { colours: ['#e74c3c', '#2c3e50', '#f39c12'], labels: 6, lang: 'en', releaseDate: '2020-01-01' },
  brand_fr: { colours: ['#123456', '#654321', '#abcdef'], labels: 0, lang: 'fr' },
  brand_en: { colours: ['#123456', '#654321', '#abcdef'], labels: 0, lang: 'en' },
  sport: { colours: ['#008000', '#ffffff', '#0000ff'], labels: 7, lang: 'fr', releaseDate: '2021-06-15' },
  wildpeaks: { colours: ['#4CAF50', '#8BC34A', '#CDDC39'], labels: 7, lang: 'en', releaseDate: '2021-06-15' },
};

// Words that only appear in French texts, to check each theme speaks its language.
const FRENCH_MARKERS = /\b(les|des|vidéos?|et|de|en)\b/i;

describe('THEMES', () => {
  it('has exactly the nine theme ids', () => {
    expect(Object.keys(THEMES).sort()).toEqual([...THEME_IDS].sort());
  });

  describe.each(THEME_IDS)('%s', (id) => {
    const theme = THEMES[id];
    const expected = EXPECTED[id];

    it('is keyed by its own id', () => {
      expect(theme.id).toBe(id);
    });

    it('has the spec colours (primary, secondary, accent)', () => {
      expect([theme.primary_color, theme.secondary_color, theme.accent_color]).toEqual(expected.colours);
    });

    it('has the spec number of labels', () => {
      expect(theme.labels).toHaveLength(expected.labels);
    });

    it('has a name, description and full SEO texts', () => {
      for (const text of [theme.name, theme.description, theme.seo.title, theme.seo.description, theme.seo.keywords]) {
        expect(text.trim()).not.toBe('');
      }
    });

    it(`speaks ${expected.lang}`, () => {
      expect(theme.lang).toBe(expected.lang);
      expect(FRENCH_MARKERS.test(theme.seo.description)).toBe(expected.lang === 'fr');
    });

    it('has per-theme branding files', () => {
      expect(theme.branding).toEqual({
        logo: `/themes/${id}/logo.svg`,
        favicon: `/themes/${id}/favicon.svg`,
        social_image: `/themes/${id}/social.png`,
      });
    });

    it('has labels with unique ids and unique channel identifiers', () => {
      expect(new Set(theme.labels.map((l) => l.id)).size).toBe(theme.labels.length);
      expect(new Set(theme.labels.map((l) => l.label.toLowerCase())).size).toBe(theme.labels.length);
    });

    it.each(theme.labels.map((l) => [l.label, l] as const))('label %s is complete and within the spec bounds', (_name, label) => {
      expect(label.title.trim()).not.toBe('');
      expect(label.overview.trim()).not.toBe('');
      expect(label.label).toMatch(/^[A-Za-z0-9_.-]+$/);
      expect(label.vote_average).toBeGreaterThanOrEqual(8.2);
      expect(label.vote_average).toBeLessThanOrEqual(9.2);
      expect(label.release_date).toBe(expected.releaseDate);
      expect(label.poster_path).toBe(`/labels/${label.label}.jpg`);
      expect(label.backdrop_path).toMatch(/^\/labels\/.+\.jpg$/);
      const range = GENRE_RANGES[id];
      if (range) {
        expect(label.genre_ids.length).toBeGreaterThan(0);
        for (const genre of label.genre_ids) expect(isInRange(genre, range)).toBe(true);
      }
    });
  });

  it('gives the combat sports theme the eleven spec channels', () => {
    expect(THEMES.spkombat.labels.map((l) => l.title)).toEqual([
      'Documentaires', 'Interviews', 'Reportages', 'MMA', 'Muay Thai', 'K1', 'Boxe', 'UFC', 'Bellator', 'Karate Combat', 'ONE Championship',
    ]);
  });

  it('gives culture_fr the single arte label', () => {
    expect(THEMES.culture_fr.labels.map((l) => l.label)).toEqual(['arte']);
  });

  it('gives rock the spec record labels and video-type channels', () => {
    const titles = THEMES.rock.labels.map((l) => l.title);
    for (const name of ['Nuclear Blast', 'Century Media', 'Napalm Records', 'Metal Blade', 'Season of Mist', 'Relapse Records', 'Roadrunner Records', 'SPV', 'Frontiers Music', 'AFM Records', 'Peaceville', 'Prosthetic Records',
      'Music Video', 'Lyrics Video', 'Visualizer', 'Documentation', 'Interview', 'Live Performance', 'Outlaw Country']) {
      expect(titles).toContain(name);
    }
  });

  it('gives sport the trail show, preview, interview, documentary, live stream and two named channels', () => {
    expect(THEMES.sport.labels.map((l) => l.title)).toEqual([
      'Trail Show', 'Preview', 'Interview Trail', 'Documentaire Trail', 'Live Stream', 'UTMB World', 'Golden Trail Series',
    ]);
  });

  it('lets wildpeaks reuse the sport labels', () => {
    expect(THEMES.wildpeaks.labels).toBe(THEMES.sport.labels);
  });

  it('gives the personal brands no labels', () => {
    expect(THEMES.brand_fr.labels).toEqual([]);
    expect(THEMES.brand_en.labels).toEqual([]);
  });

  it('gives the invite popup to the stand-up and rock sites only', () => {
    expect(THEME_IDS.filter((id) => THEMES[id].inviteEdition !== null).map((id) => [id, THEMES[id].inviteEdition])).toEqual([
      ['rock', 'rock'],
      ['standup', 'standup'],
    ]);
  });

  it('lets the personal brands\' hero Play open the sidebar, whose Channels list their own sites show (PRODUCT §4)', () => {
    expect(THEME_IDS.filter((id) => THEMES[id].heroPlay === 'sidebar')).toEqual(['brand_fr', 'brand_en']);
    expect(THEME_IDS.filter((id) => THEMES[id].siteListsChannels)).toEqual(['brand_fr', 'brand_en']);
  });

  it('names the personal brands after their demo creators', () => {
    expect(THEMES.brand_fr.name).toBe('Léa Marchand');
    expect(THEMES.brand_en.name).toBe('Sam Harper');
  });

  it('gives every theme its own name, so the Channels list tells them apart', () => {
    const names = THEME_IDS.map((id) => THEMES[id].name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('getTheme', () => {
  it.each([
    ['rock', THEME.ROCK],
    ['latino', THEME.LATINO],
    ['wildpeaks', THEME.WILDPEAKS],
    ['brand_en', THEME.BRAND_EN],
    ['unknown', THEME.ROCK],
    ['', THEME.ROCK],
    ['ROCK', THEME.ROCK],
    ['constructor', THEME.ROCK],
    [null, THEME.ROCK],
    [undefined, THEME.ROCK],
  ])('getTheme(%j) is %s', (input, expected) => {
    expect(getTheme(input).id).toBe(expected);
  });
});
