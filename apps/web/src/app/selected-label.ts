import { knownLabel, LABEL_QUERY_PARAM } from '@vitrine/catalog/label-page';
import { useCallback } from 'react';
import { currentHash, useAddress, useGoTo } from '../lib/address.ts';
import { useThemeStore } from '../theme/theme-store.ts';
import { paths } from './paths.ts';

/**
 * The sidebar's label filter (PRODUCT §2.6) lives in the address, `?label=` (§12): a label's page
 * can be shared, reloaded, rendered by the server, and the browser's Back button undoes a choice.
 * A label the theme does not have is no filter: the page is the whole home page.
 */
export function useSelectedLabel(): string | null {
  const { search } = useAddress();
  const labels = useThemeStore((state) => state.theme.labels);
  return knownLabel(new URLSearchParams(search).get(LABEL_QUERY_PARAM), labels);
}

/** Choosing a label (or null, for none) pushes its address as a new history entry, keeping the path and the rest of the query. */
export function useSelectLabel(): (label: string | null) => void {
  const goTo = useGoTo();
  const { pathname, search } = useAddress();
  return useCallback((label: string | null) => goTo(`${pathname}${paths.label.getSearch(search, label)}${currentHash()}`), [goTo, pathname, search]);
}
