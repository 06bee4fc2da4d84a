import { normalizeSearchTerm } from '@vitrine/catalog/search';
import { useMemo, useState } from 'react';
import { useContinueWatching, useMyList } from '../../../lib/local-library.ts';
import { useThemeStore } from '../../../theme/theme-store.ts';
import { buildRows, searchResultCount } from '../rows/build-rows.ts';
import { useCategoryStore } from '../stores/category-store.ts';

/**
 * How many videos the search `term` found, once it has settled: the server has answered for that
 * very term and no row is still loading. Null while there is no search, or while it runs.
 */
export function useSearchResultCount(term: string, selectedLabel: string | null): number | null {
  const theme = useThemeStore((state) => state.theme);
  const categories = useCategoryStore((state) => state.categories);
  const serverSearch = useCategoryStore((state) => state.search);
  const continueWatching = useContinueWatching(theme.id);
  const myList = useMyList(theme.id);
  const [now] = useState(() => Date.now());

  const isSettled = normalizeSearchTerm(term) !== '' && serverSearch === term.trim() && !Object.values(categories).some((category) => category.loading);
  return useMemo(
    () => (isSettled ? searchResultCount(buildRows({ theme, categories, serverSearch, term, selectedLabel, continueWatching, myList, now })) : null),
    [isSettled, theme, categories, serverSearch, term, selectedLabel, continueWatching, myList, now],
  );
}
