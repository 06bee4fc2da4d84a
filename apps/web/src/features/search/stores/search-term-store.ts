import { create } from '../../../lib/create-store.ts';

/** What the visitor is typing, as typed: rows filter on it instantly; the server gets it debounced. */
interface SearchTermState {
  term: string;
  setTerm: (term: string) => void;
}

export const useSearchTermStore = create<SearchTermState>()((set) => ({
  term: '',
  setTerm: (term) => set({ term }),
}));
