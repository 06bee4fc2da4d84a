import type { OrderDirection, OrderField } from '@vitrine/catalog/api-schemas';
import { THEME_CODES, type ThemeCode } from '@vitrine/catalog/themes/theme-ids';
import type { ThemeIndex } from './catalogue-index.ts';
import { COMMON_WORDS } from './video-generator.ts';

/** A row's page size on the site (PRODUCT §2.2). */
const ROW_LIMIT = 8;
/** The warm-up's page size: the same queries under cache keys no measured request has. */
const WARM_UP_LIMIT = ROW_LIMIT - 1;
/** Deepest offset an uncached common-word search asks for: its matches are a large share of the theme anyway. */
const COMMON_SEARCH_OFFSET_SPAN = 1_000;

export type Variant = 'cached' | 'uncached';

/**
 * One measured request kind: its URL for the n-th request on Vitrine and, when json-server can
 * express the same query, on json-server. Cached: the same URL every time. Uncached: a different
 * page, term, label or video per request, so no cache keyed by the URL can answer it.
 */
export interface BenchRequest {
  path: string;
  variant: Variant;
  vitrineUrl: (n: number) => string;
  jsonServerUrl?: (n: number) => string;
  /** An HTML page (`/`, `/{pathseo}`), several times an API answer's bytes. */
  isPage?: true;
  /**
   * Uncached kinds: the same work as the n-th request under a URL that no measured request asks,
   * so that a server runs it until compiled and warm without answering the measurement from its cache.
   */
  warmUp?: { vitrineUrl: (n: number) => string; jsonServerUrl?: (n: number) => string };
}

/** An uncached kind's URL for request n, or for warm-up request n. */
type UncachedUrl = (n: number, isWarmUp: boolean) => string;

/** The uncached fields of a kind, from URL builders that know the warm-up. */
function uncached(vitrineUrl: UncachedUrl, jsonServerUrl?: UncachedUrl): Omit<BenchRequest, 'path' | 'variant'> {
  return {
    vitrineUrl: (n) => vitrineUrl(n, false),
    ...(jsonServerUrl && { jsonServerUrl: (n: number) => jsonServerUrl(n, false) }),
    warmUp: { vitrineUrl: (n) => vitrineUrl(n, true), ...(jsonServerUrl && { jsonServerUrl: (n: number) => jsonServerUrl(n, true) }) },
  };
}

interface Ordering {
  field: OrderField;
  direction: OrderDirection;
  /** The same key in json-server's `_sort` (a path into the stored video); none for the computed trending. */
  jsonServerSort?: string;
}

/** Every ordering of the API (PRODUCT §7.2): both directions of the plain columns, views and trending as the rows ask (desc). */
const ORDERINGS: Ordering[] = [
  { field: 'created', direction: 'desc', jsonServerSort: 'created' },
  { field: 'created', direction: 'asc', jsonServerSort: 'created' },
  { field: 'publishedAt', direction: 'desc', jsonServerSort: 'metadata.publishedAt' },
  { field: 'publishedAt', direction: 'asc', jsonServerSort: 'metadata.publishedAt' },
  { field: 'title', direction: 'asc', jsonServerSort: 'metadata.title' },
  { field: 'title', direction: 'desc', jsonServerSort: 'metadata.title' },
  { field: 'views', direction: 'desc', jsonServerSort: 'metadata.statistics.viewCount' },
  { field: 'trending', direction: 'desc' },
];

const ROCK = THEME_CODES.rock;

export function benchRequests(themes: ReadonlyMap<ThemeCode, ThemeIndex>): BenchRequest[] {
  const themeList = [...themes.values()];
  const rock = themes.get(ROCK);
  if (rock === undefined || rock.labels.length === 0 || rock.rareWords.length === 0) throw new Error('the generated catalogue has no rock videos with labels');
  // Any offset that still lands on a video: a short last page costs no less than a full one.
  const pagesOf = (count: number) => Math.max(1, count);
  const pages = themeList.map((theme) => ({ theme, offsets: pagesOf(theme.count) }));
  const labelPages = themeList.flatMap((theme) => theme.labels.map((label) => ({ theme, label, offsets: pagesOf(label.count) })));
  const rareTerms = themeList.flatMap((theme) => theme.rareWords.map((word) => ({ theme, word })));
  const firstLabel = rock.labels[0]!.username;
  const firstRare = rock.rareWords[0]!;
  const firstPathseo = rock.pathseos[0]!;
  // Spreads request n over the combinations first, then over the offsets, so consecutive requests differ.
  const spread = <T>(list: readonly T[], n: number) => ({ item: list[n % list.length]!, round: Math.floor(n / list.length) });

  const limitOf = (isWarmUp = false) => (isWarmUp ? WARM_UP_LIMIT : ROW_LIMIT);
  const api = (query: string, isWarmUp?: boolean) => `/api/blogs?${query}&limit=${limitOf(isWarmUp)}`;
  const jsonServer = (query: string, isWarmUp?: boolean) => `/videos?${query}&_limit=${limitOf(isWarmUp)}`;
  const requests: BenchRequest[] = [];
  const both = (path: string, cached: Omit<BenchRequest, 'path' | 'variant'>, uncached: Omit<BenchRequest, 'path' | 'variant'>) =>
    requests.push({ path, variant: 'cached', ...cached }, { path, variant: 'uncached', ...uncached });

  for (const { field, direction, jsonServerSort } of ORDERINGS) {
    const order = `orderfields=${field}&orderby=${direction}`;
    const jsonOrder = `_sort=${jsonServerSort}&_order=${direction}`;
    const pageOf = (n: number) => {
      const { item, round } = spread(pages, n);
      return { code: item.theme.code, offset: round % item.offsets };
    };
    both(
      `/api/blogs ${field} ${direction}`,
      { vitrineUrl: () => api(`t=${ROCK}&${order}`), ...(jsonServerSort && { jsonServerUrl: () => jsonServer(`t=${ROCK}&${jsonOrder}`) }) },
      uncached(
        (n, isWarmUp) => api(`t=${pageOf(n).code}&${order}&offset=${pageOf(n).offset}`, isWarmUp),
        jsonServerSort === undefined ? undefined : (n, isWarmUp) => jsonServer(`t=${pageOf(n).code}&${jsonOrder}&_start=${pageOf(n).offset}`, isWarmUp),
      ),
    );
  }

  const labelOf = (n: number) => {
    const { item, round } = spread(labelPages, n);
    return { code: item.theme.code, username: encodeURIComponent(item.label.username), offset: round % item.offsets };
  };
  both(
    '/api/blogs label page',
    {
      vitrineUrl: () => api(`t=${ROCK}&label=${firstLabel}&orderfields=created&orderby=desc`),
      jsonServerUrl: () => jsonServer(`t=${ROCK}&metadata.username=${firstLabel}&_sort=created&_order=desc`),
    },
    uncached(
      (n, isWarmUp) => api(`t=${labelOf(n).code}&label=${labelOf(n).username}&orderfields=created&orderby=desc&offset=${labelOf(n).offset}`, isWarmUp),
      (n, isWarmUp) => jsonServer(`t=${labelOf(n).code}&metadata.username=${labelOf(n).username}&_sort=created&_order=desc&_start=${labelOf(n).offset}`, isWarmUp),
    ),
  );

  // A search's matches and count are kept for every page of it: its warm-up searches the word
  // cut by a letter, which no measured search asks, so that none of them is found before it.
  const termOf = (word: string, isWarmUp = false) => (isWarmUp ? word.slice(0, -1) : word);
  const rareOf = (n: number) => spread(rareTerms, n).item;
  both(
    '/api/blogs rare-word search',
    { vitrineUrl: () => api(`t=${ROCK}&search=${firstRare}`), jsonServerUrl: () => jsonServer(`t=${ROCK}&q=${firstRare}&_sort=created&_order=desc`) },
    uncached(
      (n, isWarmUp) => api(`t=${rareOf(n).theme.code}&search=${termOf(rareOf(n).word, isWarmUp)}`, isWarmUp),
      (n, isWarmUp) => jsonServer(`t=${rareOf(n).theme.code}&q=${rareOf(n).word}&_sort=created&_order=desc`, isWarmUp),
    ),
  );

  const commonOf = (n: number) => {
    const { item: word, round } = spread(COMMON_WORDS, n);
    const { item: theme, round: offset } = spread(themeList, round);
    return { word, code: theme.code, offset: offset % COMMON_SEARCH_OFFSET_SPAN };
  };
  both(
    '/api/blogs common-word search',
    { vitrineUrl: () => api(`t=${ROCK}&search=${COMMON_WORDS[0]}`), jsonServerUrl: () => jsonServer(`t=${ROCK}&q=${COMMON_WORDS[0]}&_sort=created&_order=desc`) },
    uncached(
      (n, isWarmUp) => api(`t=${commonOf(n).code}&search=${termOf(commonOf(n).word, isWarmUp)}&offset=${commonOf(n).offset}`, isWarmUp),
      (n, isWarmUp) => jsonServer(`t=${commonOf(n).code}&q=${commonOf(n).word}&_sort=created&_order=desc&_start=${commonOf(n).offset}`, isWarmUp),
    ),
  );

  // The home page's Trending row searched: its walk reads each video by primary key (the scores have a table of their own).
  const trendingOrder = 'orderfields=trending&orderby=desc';
  both(
    '/api/blogs common-word search on Trending',
    { vitrineUrl: () => api(`t=${ROCK}&search=${COMMON_WORDS[0]}&${trendingOrder}`) },
    uncached((n, isWarmUp) => api(`t=${commonOf(n).code}&search=${termOf(commonOf(n).word, isWarmUp)}&${trendingOrder}&offset=${commonOf(n).offset}`, isWarmUp)),
  );
  // Its matches picked from the scores' table joined to videos: the theme's trigram index must still serve it.
  both(
    '/api/blogs rare-word search on Trending',
    { vitrineUrl: () => api(`t=${ROCK}&search=${firstRare}&${trendingOrder}`) },
    uncached((n, isWarmUp) => api(`t=${rareOf(n).theme.code}&search=${termOf(rareOf(n).word, isWarmUp)}&${trendingOrder}`, isWarmUp)),
  );

  // Pages: the server answers as rock (no theme host or port on 127.0.0.1). A page cache is keyed by
  // theme and path, so `/` has no uncached variant short of a catalogue change.
  requests.push({ path: '/', variant: 'cached', vitrineUrl: () => '/', isPage: true });
  // A page has no page size: the warm-up takes the videos from the other end of the list.
  const warmUpPathseos = rock.pathseos.toReversed();
  const pathseoOf = (n: number, isWarmUp: boolean) => encodeURIComponent(spread(isWarmUp ? warmUpPathseos : rock.pathseos, n).item);
  both(
    '/{pathseo}',
    { vitrineUrl: () => `/${firstPathseo}`, jsonServerUrl: () => `/videos?t=${ROCK}&pathseo=${firstPathseo}`, isPage: true },
    {
      ...uncached(
        (n, isWarmUp) => `/${pathseoOf(n, isWarmUp)}`,
        (n, isWarmUp) => `/videos?t=${ROCK}&pathseo=${pathseoOf(n, isWarmUp)}`,
      ),
      isPage: true,
    },
  );
  return requests;
}
