import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchTermStore } from '../stores/search-term-store.ts';

export const SEARCH_LABEL = 'Search videos';

/** Inline in the header on desktop; on mobile an icon toggles it (PRODUCT §2.2). */
export function SearchBox() {
  const term = useSearchTermStore((state) => state.term);
  const setTerm = useSearchTermStore((state) => state.setTerm);
  const [isMobileOpen, setMobileOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  // Hydration keeps what a visitor typed into the server's input before the app started, but
  // tells no onChange: adopt it, or the rows would ignore it until the next key.
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed !== useSearchTermStore.getState().term) setTerm(typed);
  }, [setTerm]);

  const clear = () => {
    setTerm('');
    inputRef.current?.focus();
  };

  return (
    <div className="flex items-center">
      <button
        type="button"
        aria-label={isMobileOpen ? 'Close search' : 'Open search'}
        aria-expanded={isMobileOpen}
        aria-controls={inputId}
        onClick={() => {
          setMobileOpen((open) => !open);
          // The input only exists visually after this render.
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
        className="grid size-10 place-items-center rounded-full text-white hover:bg-white/10 md:hidden"
      >
        {isMobileOpen ? <X className="size-5" aria-hidden="true" /> : <Search className="size-5" aria-hidden="true" />}
      </button>
      <div
        role="search"
        className={`${isMobileOpen ? 'flex' : 'hidden'} absolute inset-x-0 top-full border-b border-white/10 bg-page/95 px-4 py-3 backdrop-blur md:static md:flex md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none`}
      >
        <div className="group relative flex w-full items-center md:w-72">
          <Search className="pointer-events-none absolute left-3 z-10 size-4 text-white/60" aria-hidden="true" />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            aria-label={SEARCH_LABEL}
            placeholder="Titles, channels, artists"
            autoComplete="off"
            spellCheck={false}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && term !== '') {
                event.preventDefault();
                setTerm('');
              }
            }}
            className="h-10 w-full appearance-none rounded-md focus-visible:outline-3 border border-white/30 bg-black/55 pr-10 pl-9 text-sm text-white placeholder:text-white/60 backdrop-blur transition-colors hover:border-white/45 focus:border-white/50 focus:bg-black/75 [&::-webkit-search-cancel-button]:hidden"
          />
          {term !== '' && (
            <button
              type="button"
              aria-label="Clear search"
              onClick={clear}
              className="absolute right-1.5 grid size-7 place-items-center rounded-full text-white/70 hover:bg-white/10 hover:text-white"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
