import { expect, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

/** Screenshots for people to look at (gitignored with the rest of test-results). */
export const SCREENSHOTS_DIR = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));

export function screenshotPath(name: string): string {
  return `${SCREENSHOTS_DIR}${name}.png`;
}

/** The images on screen: still loading, loaded, or loaded as a broken image. */
export function imagesInViewport(page: Page): Promise<{ pending: number; loaded: number; broken: number }> {
  return page.evaluate(() => {
    const onScreen = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    });
    return {
      pending: onScreen.filter((image) => !image.complete).length,
      loaded: onScreen.filter((image) => image.complete && image.naturalWidth > 0).length,
      broken: onScreen.filter((image) => image.complete && image.naturalWidth === 0).length,
    };
  });
}

/** Waits until every image on screen has either loaded or failed and made way for its generated poster. */
export async function waitForImagesToSettle(page: Page): Promise<void> {
  await expect.poll(async () => {
    const { pending, broken } = await imagesInViewport(page);
    return pending + broken;
  }, { timeout: 15_000 }).toBe(0);
}

/** Whether the page is wider than the viewport (a horizontal scrollbar on phones). */
export function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) > innerWidth);
}
