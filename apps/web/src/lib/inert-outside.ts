/**
 * Marks an element that must stay usable while a modal makes the rest of the page inert: the
 * toast area (PRODUCT §2.8 puts toasts above every overlay, and they must stay reachable).
 */
export const STAYS_INTERACTIVE_ATTRIBUTE = 'data-stays-interactive';

/**
 * Makes everything on the page inert except the given elements, their ancestors, live regions
 * and elements marked STAYS_INTERACTIVE_ATTRIBUTE: what a modal does to the page behind it
 * (WCAG 2.4.3, 4.1.2), since an inert element can be neither focused, clicked nor read.
 * Returns the undo, which only clears what this call set.
 */
export function inertOutside(keep: readonly Element[]): () => void {
  const kept = [...keep, ...document.querySelectorAll(`[aria-live], [${STAYS_INTERACTIVE_ATTRIBUTE}]`)].filter((element) => element.isConnected);
  const holdsKept = (element: Element) => kept.some((keptElement) => element.contains(keptElement));
  const madeInert: Element[] = [];
  const walkedParents = new Set<Element>();
  for (const element of kept) {
    for (let node: Element = element; node.parentElement && node !== document.body; node = node.parentElement) {
      const parent = node.parentElement;
      if (walkedParents.has(parent)) continue;
      walkedParents.add(parent);
      for (const sibling of parent.children) {
        if (sibling.hasAttribute('inert') || sibling instanceof HTMLScriptElement || holdsKept(sibling)) continue;
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
  }
  return () => {
    for (const element of madeInert) element.removeAttribute('inert');
  };
}
