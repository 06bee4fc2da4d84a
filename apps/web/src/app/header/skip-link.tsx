/** The id of the page's <main> (home-page.tsx): where the skip link lands. */
export const MAIN_CONTENT_ID = 'main';

/**
 * The first Tab stop of the page (WCAG 2.4.1): hidden until focused, it moves focus past the
 * header to the main content. Focus is moved by hand: following the #hash would add it to the
 * address, and a <main> is not focusable by itself.
 */
export function SkipLink({ lang }: { lang: string | undefined }) {
  return (
    <a
      lang={lang}
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
        main.focus();
      }}
      className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-neutral-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70]"
    >
      Skip to main content
    </a>
  );
}
