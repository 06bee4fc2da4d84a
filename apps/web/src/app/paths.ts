import { LABEL_QUERY_PARAM } from '@vitrine/catalog/label-page';
import type { UiVideo } from '@vitrine/catalog/ui-video';

/**
 * Every address of the app (PRODUCT §2.0: `/` and `/{pathseo}`) is built here and nowhere
 * else. An address keeps the query string it is given (`location.search`): `?theme=` picks the
 * theme on a reload (PRODUCT §4.1), so leaving a dialog or the player must not drop it.
 */
export const paths = {
  home: {
    getHref: (search = ''): string => `/${querySuffix(search)}`,
  },
  video: {
    /** Route pattern (app/router.tsx); `/` itself is the same page without a video. */
    path: '/:pathseo?',
    /** Play's address: `/{titleSeo}` (PRODUCT §2.4), the pathseo when there is no titleSeo. */
    getHref: (video: Pick<UiVideo, 'titleSeo' | 'pathseo'>, search = ''): string =>
      `/${encodeURIComponent(video.titleSeo || video.pathseo)}${querySuffix(search)}`,
  },
  label: {
    /** The query of a label's page (PRODUCT §12): `?label=` set, or taken out for null, the other parameters kept. */
    getSearch: (search: string, label: string | null): string => {
      const params = new URLSearchParams(search);
      if (label === null) params.delete(LABEL_QUERY_PARAM);
      else params.set(LABEL_QUERY_PARAM, label);
      return querySuffix(params.toString());
    },
  },
} as const;

/** `?a=1` from `a=1` or `?a=1`; '' for an empty query. */
function querySuffix(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query === '' ? '' : `?${query}`;
}
