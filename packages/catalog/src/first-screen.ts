import type { ApiVideo, BlogListAnswer, OrderDirection, OrderField } from './api-schemas.ts';
import type { PageConfig } from './page-config.ts';
import type { ThemeId } from './themes/theme-ids.ts';

/**
 * The first screen of a page (issue 9): what the server reads from the catalogue to render the
 * header, hero and first rows, inlined into the page so the browser starts from the same data
 * without asking the API again. The other rows load through GET /api/blogs as the visitor
 * scrolls near them (PRODUCT §4.3).
 */

/** The rows the server renders with their cards: the hero's sources and the top of the page. */
export type FirstScreenRowKey = 'latest' | 'trending' | 'popular' | 'newReleases';

export const FIRST_SCREEN_ROWS: readonly FirstScreenRowKey[] = ['latest', 'trending', 'popular', 'newReleases'];

/** One page of a row (PRODUCT §2.3: pages of 8). */
export const ROW_PAGE_SIZE = 8;

/**
 * The most cards one row keeps (12 pages); past it the row stops loading more. This bounds the
 * DOM and memory of the whole page, and the matches a search finds for a row's pages: a fixed
 * cap is simpler than virtualising the row and no visitor scrolls a row this far.
 */
export const ROW_MAX_VIDEOS = 96;

export interface RowOrder {
  orderfields: OrderField;
  orderby: OrderDirection;
}

/** A label's row is ordered as the videos were added (PRODUCT §2.3). */
export const LABEL_ROW_ORDER: RowOrder = { orderfields: 'created', orderby: 'desc' };

/** How each first-screen row is ordered (PRODUCT §2.3, §10.6); label rows order by LABEL_ROW_ORDER. */
export const FIRST_SCREEN_ROW_ORDERS: Readonly<Record<FirstScreenRowKey, RowOrder>> = {
  latest: { orderfields: 'publishedAt', orderby: 'desc' },
  trending: { orderfields: 'trending', orderby: 'desc' },
  popular: { orderfields: 'views', orderby: 'desc' },
  newReleases: { orderfields: 'publishedAt', orderby: 'desc' },
};

/** The rows the hero takes its video from: the first video of the first of them that has one (PRODUCT §2.1). */
const HERO_ROWS: readonly FirstScreenRowKey[] = ['trending', 'latest'];

/** The hero's video, given the first video of each row (undefined for an empty row). */
export function heroVideo<Video>(firstVideoOf: (row: FirstScreenRowKey) => Video | undefined): Video | null {
  for (const row of HERO_ROWS) {
    const video = firstVideoOf(row);
    if (video !== undefined) return video;
  }
  return null;
}

export interface FirstScreenData {
  themeId: ThemeId;
  /** Epoch ms of the render: "now" for the page's date rules (the latest row's 2 days, scores), the same on both sides. */
  renderedAt: number;
  /** Each first-screen row's first page, as GET /api/blogs answers it, but for descriptionsLeftOut. */
  rows: Record<FirstScreenRowKey, BlogListAnswer>;
  /** The video `/{pathseo}` names, when it exists in this theme. */
  video: ApiVideo | null;
  /** On a label's page (`/?label=`, PRODUCT §12): that label, and the first page of its row. */
  label: FirstScreenLabel | null;
  /**
   * The row videos whose description the page leaves out ('' in `rows` and `label`): the first
   * screen draws only the hero's, and with real channels' descriptions (1–2 KB each) the others
   * made the page too long for TCP's first round trip. The details dialog loads it.
   */
  descriptionsLeftOut: string[];
}

export interface FirstScreenLabel {
  label: string;
  row: BlogListAnswer;
}

export const FIRST_SCREEN_ELEMENT_ID = 'vitrine-first-screen';

/** Where the page is served: the server knows it from the request, the browser from `location`. */
export interface PageAddress {
  hostname: string;
  port: string;
}

/** What the web app's server entry needs to render one page. */
export interface PageRenderInput {
  /** Path and query of the request. */
  url: string;
  pageConfig: PageConfig;
  address: PageAddress;
  firstScreen: FirstScreenData;
}

/** The web app's server entry (apps/web/src/entry-server.tsx): the HTML inside `#root`. */
export type RenderPage = (input: PageRenderInput) => Promise<string>;

/**
 * JSON for a `<script type="application/json">` element: `<` is escaped so no value can close
 * the element or open a comment, and U+2028/U+2029 so the text stays valid JavaScript too.
 */
export function inertJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
