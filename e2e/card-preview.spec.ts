import { expect, test } from '@playwright/test';
import { HomePage } from './pages/home-page.ts';
import { HomeRows } from './pages/home-rows.ts';

/** The card preview's own chunk (issue 9: it is not start-up JS). */
const CARD_PREVIEW_CHUNK = /\/assets\/card-preview-[\w-]{8}\.js$/;

test('pointing at a card grows its preview, whose code loads on that first hover, not with the page', async ({ page }) => {
  const previewChunks: string[] = [];
  page.on('request', (request) => {
    if (CARD_PREVIEW_CHUNK.test(new URL(request.url()).pathname)) previewChunks.push(request.url());
  });
  const rows = new HomeRows(page);
  await new HomePage(page).goto(3001);
  const card = rows.cards(rows.byKey('trending')).first();
  await expect(card).toBeVisible();
  // Hydrated and idle: everything the page loads by itself has come.
  await page.waitForLoadState('networkidle');
  expect(previewChunks).toEqual([]);

  const title = await HomeRows.cardTitle(card);
  await card.hover();
  const preview = page.getByTestId('card-preview');
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('button', { name: `Play ${title}`, exact: true })).toBeVisible();
  expect(previewChunks).toHaveLength(1);
});
