import { useEffect, useEffectEvent } from 'react';
import { useSearchTermStore } from '../stores/search-term-store.ts';

/** The server search waits for a pause in typing (PRODUCT §10.9); rows filter instantly meanwhile. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Hands the typed term, trimmed, to `apply` once typing pauses. Trailing spaces and
 * retyping the same term do not count as a change, so they cause no refetch.
 */
export function useSearchSync(apply: (term: string) => void): void {
  const term = useSearchTermStore((state) => state.term.trim());
  const onSettled = useEffectEvent(apply);

  useEffect(() => {
    const timer = setTimeout(() => onSettled(term), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);
}
