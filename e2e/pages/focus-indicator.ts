import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { luminanceContrast, rgbLuminance } from '../../apps/web/src/styles/theme-colors.ts';

/** How far around an element its focus indicator may reach (outline, offset, halo), in CSS px. */
const INDICATOR_REACH_PX = 8;
/** WCAG 2.4.13: the indicator's pixels change by at least 3:1 between unfocused and focused. */
export const FOCUS_CONTRAST_MIN = 3;

export interface FocusMeasure {
  /** What has focus, for the failure message. */
  element: string;
  /** Pixels whose colour changes by at least 3:1 when the element takes focus. */
  contrastingPixels: number;
  /** The element's perimeter in px: WCAG 2.4.13 asks for an indicator at least 2 px thick around it. */
  perimeter: number;
}

/**
 * Measures the focus indicator of the focused element: screenshots of the element and its
 * surroundings with and without focus, compared pixel by pixel, counting the pixels that change
 * by at least 3:1. Focus is put back afterwards.
 */
export async function measureFocusIndicator(page: Page): Promise<FocusMeasure> {
  const box = await page.evaluate((reach) => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    const rect = active.getBoundingClientRect();
    const x = Math.max(0, Math.floor(rect.left - reach));
    const y = Math.max(0, Math.floor(rect.top - reach));
    return {
      x,
      y,
      width: Math.min(window.innerWidth, Math.ceil(rect.right + reach)) - x,
      height: Math.min(window.innerHeight, Math.ceil(rect.bottom + reach)) - y,
      perimeter: Math.round(2 * (rect.width + rect.height)),
      element: `${active.tagName.toLowerCase()} "${active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? ''}"`,
    };
  }, INDICATOR_REACH_PX);
  if (!box || box.width <= 0 || box.height <= 0) return { element: 'nothing on screen', contrastingPixels: 0, perimeter: 1 };
  const clip = { x: box.x, y: box.y, width: box.width, height: box.height };
  const focused = await page.screenshot({ clip, animations: 'disabled' });
  await page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    (window as unknown as { __refocus?: HTMLElement | null }).__refocus = active;
    active?.blur();
  });
  const unfocused = await page.screenshot({ clip, animations: 'disabled' });
  await page.evaluate(() => (window as unknown as { __refocus?: HTMLElement | null }).__refocus?.focus({ preventScroll: true }));
  const contrastingPixels = countContrastingPixels(PNG.sync.read(focused).data, PNG.sync.read(unfocused).data, FOCUS_CONTRAST_MIN);
  return { element: box.element, contrastingPixels, perimeter: box.perimeter };
}

/** How many pixels of two same-sized RGBA images differ by at least `minimum`:1 in WCAG contrast. */
function countContrastingPixels(before: Buffer, after: Buffer, minimum: number): number {
  const luminanceAt = (rgba: Buffer, i: number) => rgbLuminance(rgba[i] ?? 0, rgba[i + 1] ?? 0, rgba[i + 2] ?? 0);
  let count = 0;
  for (let i = 0; i < before.length; i += 4) if (luminanceContrast(luminanceAt(before, i), luminanceAt(after, i)) >= minimum) count += 1;
  return count;
}
