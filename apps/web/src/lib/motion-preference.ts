const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked the system for less motion (no matchMedia, as in tests: no). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/**
 * How a scroll the page starts itself should move (PRODUCT §2.10): smoothly, unless the visitor
 * asked for less motion. A script's `behavior: 'smooth'` wins over the stylesheet's
 * reduced-motion rule, so the choice is made here, when the scroll starts.
 */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}
