import { labelEntry } from './label-entry.ts';
import type { LabelEntry, ThemeConfig } from './theme-config.ts';

/** A label an operator added to a theme (`vitrine channels add --label-title`), stored by the server. */
export interface ExtraLabel {
  label: string;
  title: string;
}

/** What a new label identifier may hold: it travels in URLs (`?label=`) and the API. */
export const LABEL_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
export const LABEL_TITLE_MAX_LENGTH = 80;

/** Rating shown for a label nobody rated: the bottom of the configured range (PRODUCT §3.2). */
const EXTRA_LABEL_VOTE_AVERAGE = 8.2;

export function isLabelId(value: string): boolean {
  return LABEL_ID_PATTERN.test(value);
}

/**
 * The theme with the operator's labels after its configured ones: each becomes a row and a
 * Categories entry. A label the theme already has is not added twice.
 */
export function withExtraLabels(theme: ThemeConfig, extras: readonly ExtraLabel[] | undefined): ThemeConfig {
  if (extras === undefined || extras.length === 0) return theme;
  const known = new Set(theme.labels.map((entry) => entry.label));
  let nextId = Math.max(0, ...theme.labels.map((entry) => entry.id)) + 1;
  const added: LabelEntry[] = [];
  for (const { label, title } of extras) {
    if (known.has(label) || !isLabelId(label)) continue;
    known.add(label);
    added.push(labelEntry({ id: nextId++, title, label, overview: title, vote_average: EXTRA_LABEL_VOTE_AVERAGE, genre_ids: [] }));
  }
  return added.length === 0 ? theme : { ...theme, labels: [...theme.labels, ...added] };
}
