import type { LabelEntry } from './themes/theme-config.ts';

/**
 * A label's page (PRODUCT §12): the home page narrowed to one label, as choosing it in the
 * sidebar shows it, at `/?label={label}`. The server renders it, the browser reads the same
 * parameter, and every link to it (breadcrumbs, sitemap, feeds) names it.
 */
export const LABEL_QUERY_PARAM = 'label';

/**
 * The label `?label=` names, when it is one of the theme's (configured or added by an operator);
 * else null, and the page is the whole home page: a label a theme no longer has still leads to
 * its catalogue.
 */
export function knownLabel(value: string | null | undefined, labels: readonly Pick<LabelEntry, 'label'>[]): string | null {
  if (value === null || value === undefined || value === '') return null;
  return labels.some((entry) => entry.label === value) ? value : null;
}

/** The title a label goes by in its theme: its entry's, else the given fallback (the channel's own name). */
export function labelTitleOf(label: string, labels: readonly Pick<LabelEntry, 'label' | 'title'>[], fallback = label): string {
  return labels.find((entry) => entry.label === label)?.title ?? fallback;
}
