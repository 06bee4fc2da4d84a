const TABBABLE_SELECTOR = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab stops at inside the containers, in page order; hidden ones left out. */
export function tabbablesWithin(containers: readonly Element[]): HTMLElement[] {
  const found = containers.flatMap((container) => [
    ...(container.matches(TABBABLE_SELECTOR) ? [container] : []),
    ...container.querySelectorAll(TABBABLE_SELECTOR),
  ]);
  return [...new Set(found)]
    .filter((element): element is HTMLElement => element instanceof HTMLElement && !element.closest('[inert]') && isRendered(element))
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** jsdom has no layout: there, everything counts as rendered. */
function isRendered(element: HTMLElement): boolean {
  return typeof element.checkVisibility !== 'function' || element.checkVisibility();
}

/**
 * Keeps Tab inside a modal (WCAG 2.1.2 without the trap being a dead end: it wraps): Tab on the
 * last stop goes to the first, Shift+Tab on the first to the last, and a Tab from outside the
 * containers comes back in. Call it from a keydown listener.
 */
export function keepTabWithin(containers: readonly Element[], event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const stops = tabbablesWithin(containers);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const isInside = active instanceof Element && containers.some((container) => container.contains(active));
  const target = !isInside ? (event.shiftKey ? last : first) : event.shiftKey && active === first ? last : !event.shiftKey && active === last ? first : null;
  if (!target) return;
  event.preventDefault();
  target.focus();
}
