import type { ThemeCode } from '@vitrine/catalog/themes/theme-ids';
import { rareWord, rareWordCount, UNLABELLED_CHANNEL, type ImportItem } from './video-generator.ts';

/** What the request lists need to know of one theme's generated videos. */
export interface ThemeIndex {
  code: ThemeCode;
  count: number;
  /** The theme's labels that have videos, with how many each. */
  labels: { username: string; count: number }[];
  pathseos: string[];
  /** Rare words that occur in this theme's videos. */
  rareWords: string[];
}

export function indexCatalogue(items: readonly ImportItem[]): Map<ThemeCode, ThemeIndex> {
  const rareVocabulary = new Set(Array.from({ length: rareWordCount(items.length) }, (_, index) => rareWord(index)));
  const themes = new Map<ThemeCode, ThemeIndex & { labelCounts: Map<string, number>; rareSet: Set<string> }>();
  for (const item of items) {
    let theme = themes.get(item.t);
    if (theme === undefined) {
      theme = { code: item.t, count: 0, labels: [], pathseos: [], rareWords: [], labelCounts: new Map(), rareSet: new Set() };
      themes.set(item.t, theme);
    }
    theme.count += 1;
    theme.pathseos.push(item.pathseo);
    const { username, description } = item.metadata;
    theme.labelCounts.set(username, (theme.labelCounts.get(username) ?? 0) + 1);
    for (const word of description.split(/[^a-z]+/)) if (rareVocabulary.has(word)) theme.rareSet.add(word);
  }
  return new Map(
    [...themes].map(([code, { labelCounts, rareSet, ...theme }]) => [
      code,
      { ...theme, labels: [...labelCounts].filter(([username]) => username !== UNLABELLED_CHANNEL).map(([username, count]) => ({ username, count })), rareWords: [...rareSet] },
    ]),
  );
}
