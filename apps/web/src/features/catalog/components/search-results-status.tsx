import { normalizeSearchTerm, resultsCount } from '@vitrine/catalog/search';
import { useState } from 'react';
import { useLangAttribute } from '../../../theme/text-language.ts';
import { useSearchResultCount } from '../hooks/use-search-result-count.ts';

export interface SearchResultsStatusProps {
  term: string;
  selectedLabel: string | null;
}

/**
 * Says "n results" politely once a search settles (PRODUCT §2.10), so a screen reader user
 * typing in the search box hears what it found without leaving it. The region is always there,
 * empty between searches: a live region only speaks about changes to itself. A row loading its
 * next page during the same search does not make it speak again.
 */
export function SearchResultsStatus({ term, selectedLabel }: SearchResultsStatusProps) {
  const count = useSearchResultCount(term, selectedLabel);
  const lang = useLangAttribute('en');
  const searched = term.trim();
  const [said, setSaid] = useState({ term: '', text: '' });
  if (count !== null && (said.term !== searched || said.text !== resultsCount(count))) setSaid({ term: searched, text: resultsCount(count) });
  const text = normalizeSearchTerm(term) !== '' && said.term === searched ? said.text : '';
  return (
    <p role="status" lang={lang} data-testid="search-results-status" className="sr-only">
      {text}
    </p>
  );
}
