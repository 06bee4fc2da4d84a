import { expect, test, type Page } from '@playwright/test';
import { installFakeYouTube } from '../support/fake-youtube.ts';
import { themeUrl } from '../support/test-server.ts';
import { installPageTraps, type PageTraps } from './page-traps.ts';
import { HERO_PATHSEO, XSS_THEME_PORT, XSS_VECTORS, xssPathseo } from './xss-catalogue.ts';

/**
 * Stored XSS in Chromium (issue 12): every vector of fixtures/xss-vectors.json, stored as a video's
 * title, description and channel title, shown in the hero, the cards and their previews, and the
 * details dialog. Nothing may run, crash the page or reach another host (PRODUCT §10.13).
 */

const DETAILS_UNAVAILABLE_TEXT = 'The details of this video cannot be shown.';
/** Cards hovered per row for their previews: the first page of each row. */
const PREVIEWED_CARDS_PER_ROW = 4;

async function openHome(page: Page): Promise<PageTraps> {
  const traps = await installPageTraps(page);
  await installFakeYouTube(page);
  await page.goto(themeUrl(XSS_THEME_PORT));
  await expect(page.getByTestId('hero')).toBeVisible();
  return traps;
}

async function expectNothingHappened(traps: PageTraps): Promise<void> {
  expect(await traps.fired()).toEqual([]);
  expect(traps.pageErrors).toEqual([]);
  expect(traps.foreignRequests).toEqual([]);
}

/** Opens a video's dialog the way a shared link does, without reloading the page. */
async function openByLink(page: Page, pathseo: string): Promise<void> {
  await page.evaluate((path) => {
    history.pushState(null, '', `/${path}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, pathseo);
  await expect(page.getByTestId('details-dialog')).toBeVisible();
}

test.describe('stored XSS in Chromium', () => {
  test('the hero shows a frameset-family video whose description holds every vector', async ({ page }) => {
    const traps = await openHome(page);
    await expect(page.getByTestId('hero-failed')).toHaveCount(0);
    await expect(page.getByTestId('hero').getByRole('heading', { level: 1 })).toHaveText(/Featured/i);
    await expect(page.getByTestId('video-row').first()).toBeVisible();
    await expectNothingHappened(traps);
  });

  test('the cards and their previews show the vectors as text', async ({ page }) => {
    test.setTimeout(150_000);
    const traps = await openHome(page);
    const rows = page.getByTestId('video-row');
    await expect(rows.first().getByTestId('video-card').first()).toBeVisible();
    for (const row of await rows.all()) {
      const cards = row.getByTestId('video-card');
      const count = Math.min(await cards.count(), PREVIEWED_CARDS_PER_ROW);
      for (let index = 0; index < count; index++) {
        await cards.nth(index).scrollIntoViewIfNeeded();
        await cards.nth(index).hover();
        await expect(page.getByTestId('card-preview')).toBeVisible();
        await page.mouse.move(0, 0);
      }
    }
    await expect(page.getByTestId('card-failed')).toHaveCount(0);
    await expectNothingHappened(traps);
  });

  test('the details dialog of every vector, and of the hero', async ({ page }) => {
    test.setTimeout(180_000);
    const traps = await openHome(page);
    for (const pathseo of [HERO_PATHSEO, ...XSS_VECTORS.map((_, index) => xssPathseo(index))]) {
      await openByLink(page, pathseo);
      await expect(page.getByText(DETAILS_UNAVAILABLE_TEXT), pathseo).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('details-dialog')).toHaveCount(0);
    }
    await expectNothingHappened(traps);
  });
});
