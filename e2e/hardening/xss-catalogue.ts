import { readFileSync } from 'node:fs';

/**
 * The stored-XSS catalogue: one video per vector of fixtures/xss-vectors.json, the vector as its
 * title, description and channel title, imported into the rock theme through `vitrine import`
 * (PRODUCT §10.13). The featured video (the hero) carries the frameset family and then every vector.
 */

interface VectorFile {
  sources: { name: string; url: string; licence: string }[];
  vectors: string[];
}

export const XSS_VECTORS: readonly string[] = (
  JSON.parse(readFileSync(new URL('../fixtures/xss-vectors.json', import.meta.url), 'utf8')) as VectorFile
).vectors;

/** The rock theme: its code in the import file and its port. */
export const XSS_THEME_CODE = 'wmb';
export const XSS_THEME_PORT = 3001;
/** Two of the rock theme's channel labels, so the vectors also fill label rows. */
const LABELS = ['NuclearBlastRecords', 'centurymedia'];
const MINUTE_MS = 60_000;

export const HERO_PATHSEO = 'xss-hero';

export function xssPathseo(index: number): string {
  return `xss-${String(index).padStart(3, '0')}`;
}

function video(pathseo: string, index: number, vector: string, description: string, viewCount: number, now: number) {
  const videoId = `xss${String(index).padStart(8, '0')}`;
  return {
    t: XSS_THEME_CODE,
    _id: pathseo,
    pathseo,
    parsed: true,
    metadata: {
      title: vector,
      description,
      // Minutes apart and recent: every vector is in the latest, trending and label rows' reach.
      publishedAt: new Date(now - (index + 1) * 10 * MINUTE_MS).toISOString(),
      channelTitle: vector,
      username: LABELS[index % LABELS.length]!,
      videoId,
      titleSeo: pathseo,
      genre: ['metal'],
      snippet: { thumbnails: { high: { url: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`, width: 480, height: 360 } } },
      statistics: { viewCount, likeCount: 0 },
    },
  };
}

/*
 * The import refuses control characters and ill-formed text (PRODUCT §10.13; the server's tests
 * check that refusal), so a vector that relies on them could never be stored: it is imported with
 * those characters turned into spaces, which keeps the rest of the vector under test.
 */
// eslint-disable-next-line no-control-regex -- these control characters are what the import refuses
const REFUSED_IN_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/gu;
// eslint-disable-next-line no-control-regex -- likewise, tabs and line breaks aside
const REFUSED_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/gu;
// Without the u flag, so that the halves of a surrogate pair can be told apart.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const storableLine = (vector: string) => vector.replace(LONE_SURROGATE, ' ').replace(REFUSED_IN_ONE_LINE, ' ');
const storableText = (vector: string) => vector.replace(LONE_SURROGATE, ' ').replace(REFUSED_IN_TEXT, ' ');

/** The import document for `vitrine import`. */
export function xssImport(now = Date.now()) {
  const hero = video(HERO_PATHSEO, XSS_VECTORS.length, '<frameset><b>Featured</b>', storableText(['<frameset>', ...XSS_VECTORS].join('\n')), 10_000_000, now);
  return [hero, ...XSS_VECTORS.map((vector, index) => video(xssPathseo(index), index, storableLine(vector), storableText(vector), 1_000 + index, now))];
}
