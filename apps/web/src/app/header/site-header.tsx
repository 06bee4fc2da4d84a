import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { SearchResultsStatus } from '../../features/catalog/components/search-results-status.tsx';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import { ShortcutsHelp } from '../../features/shortcuts/shortcuts-help.tsx';
import { useSearchTermStore } from '../../features/search/stores/search-term-store.ts';
import { SidebarToggle } from '../../features/sidebar/sidebar-toggle.tsx';
import { useAddress } from '../../lib/address.ts';
import { useLangAttribute } from '../../theme/text-language.ts';
import { useThemeStore } from '../../theme/theme-store.ts';
import { ThemeSwitcher } from '../../theme/theme-switcher.tsx';
import { usePageStore } from '../page-store.ts';
import { paths } from '../paths.ts';
import { useSelectedLabel } from '../selected-label.ts';
import { InviteLink } from './invite-link.tsx';
import { SkipLink } from './skip-link.tsx';

/** Past this scroll depth the header gets a solid background, so it reads over the rows. */
const SOLID_HEADER_SCROLL_PX = 24;

/**
 * The fixed header (PRODUCT §2.2): logo, Home, search, and the invite link where an invite popup
 * exists. The skip link comes first in the Tab order and the sidebar toggle right after the
 * header's own controls (PRODUCT §2.10): both are fixed on screen, so where they sit in the
 * page only decides when Tab reaches them. The toggle stays outside the <header>, whose
 * stacking context would put it under the open panel.
 */
export function SiteHeader() {
  const theme = useThemeStore((state) => state.theme);
  // Home keeps the query string, `?theme=` must survive the way back (paths.ts), but not a label's page's `?label=` (PRODUCT §12).
  const { pathname, search } = useAddress();
  const homeHref = paths.home.getHref(paths.label.getSearch(search, null));
  const isHome = pathname === '/';
  // Following the link to the address the page is on adds no history entry.
  const isHomeHere = `${pathname}${search}` === homeHref;
  const [isSolid, setSolid] = useState(false);
  const isSidebarOpen = usePageStore((state) => state.sidebarOpen);
  const setSidebarOpen = usePageStore((state) => state.setSidebarOpen);
  const selectedLabel = useSelectedLabel();
  const term = useSearchTermStore((state) => state.term);
  // The header's words are the spec's English ones, whatever the theme's language (PRODUCT §2.10).
  const lang = useLangAttribute('en');

  // The page's top 24 px, watched rather than the scroll position read: reading it right after
  // hydration made the browser lay the whole page out inside the hydration's task (issue 9, TBT).
  const pageTopRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const pageTop = pageTopRef.current;
    if (!pageTop || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setSolid(entry?.isIntersecting === false));
    observer.observe(pageTop);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <SkipLink lang={lang} />
      <div ref={pageTopRef} aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0" style={{ height: SOLID_HEADER_SCROLL_PX }} />
      <header
        lang={lang}
        data-testid="site-header"
        className={`fixed inset-x-0 top-0 z-30 transition-colors duration-300 ${isSolid ? 'bg-page/95 shadow-[0_1px_0_rgba(255,255,255,0.06)] backdrop-blur' : 'bg-linear-to-b from-black/80 to-transparent'}`}
      >
        <div className="relative flex h-16 items-center gap-3 px-4 md:gap-6 md:px-12">
          <Link href={homeHref} replace={isHomeHere} className="flex shrink-0 items-center rounded" aria-label={`${theme.name} – home`}>
            <img src={theme.branding.logo} alt={theme.name} className="h-7 w-auto md:h-9" />
          </Link>
          <nav aria-label="Main">
            <Link
              href={homeHref}
              replace={isHomeHere}
              aria-current={isHome ? 'page' : undefined}
              className={`rounded px-1 py-1 text-sm font-medium transition-colors hover:text-white ${isHome ? 'text-white' : 'text-white/70'}`}
            >
              Home
            </Link>
          </nav>
          <div className="ml-auto flex items-center gap-2 md:gap-4">
            <InviteLink />
            <SearchBox />
            <ThemeSwitcher />
          </div>
          <SearchResultsStatus term={term} selectedLabel={selectedLabel} />
        </div>
      </header>
      {/* A landmark of its own: the toggle cannot sit in the header (see above), and content outside landmarks is lost to landmark navigation. */}
      <nav aria-label="Sidebar" lang={lang}>
        <SidebarToggle open={isSidebarOpen} onOpenChange={setSidebarOpen} />
      </nav>
      <ShortcutsHelp />
    </>
  );
}
