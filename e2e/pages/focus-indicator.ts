import type { Page } from '@playwright/test';

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
 * surroundings with and without focus, compared pixel by pixel in the page (canvas), counting the
 * pixels that change by at least 3:1. Focus is put back afterwards.
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
  const contrastingPixels = await page.evaluate(
    async ([a, b, minimum]) => {
      // An <img> rather than fetch(): the page's CSP allows data: images, not data: connections.
      const pixelsOf = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2D canvas');
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.naturalWidth, image.naturalHeight).data;
      };
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (data: Uint8ClampedArray, i: number) => 0.2126 * channel(data[i] ?? 0) + 0.7152 * channel(data[i + 1] ?? 0) + 0.0722 * channel(data[i + 2] ?? 0);
      const [before, after] = await Promise.all([pixelsOf(a), pixelsOf(b)]);
      let count = 0;
      for (let i = 0; i < before.length; i += 4) {
        const [l1, l2] = [luminance(before, i), luminance(after, i)];
        if ((Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05) >= minimum) count += 1;
      }
      return count;
    },
    [focused.toString('base64'), unfocused.toString('base64'), FOCUS_CONTRAST_MIN] as const,
  );
  return { element: box.element, contrastingPixels, perimeter: box.perimeter };
}
