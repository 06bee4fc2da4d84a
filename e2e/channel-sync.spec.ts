import { expect, test } from '@playwright/test';
import { DetailsPlayer } from './pages/details-player.ts';
import { HomePage } from './pages/home-page.ts';
import { HomeRows } from './pages/home-rows.ts';
import { installFakeYouTube } from './support/fake-youtube.ts';
import { screenshotPath, waitForImagesToSettle } from './support/screenshots.ts';
import { SYNCED_CHANNEL, SYNCED_VIDEOS } from './support/synced-channel.ts';

/** The cards a row shows before it is scrolled (PAGE_SIZE of the web app's category store). */
const FIRST_PAGE_CARDS = 8;

/**
 * A real catalogue in Chromium (issue 10, PRODUCT §10.15): the channel the operator added with a
 * label and synced from the fake YouTube (support/sync-fake-channel.ts, before the server started)
 * fills that label's row on its theme's page, each card with its runtime from the backfill.
 */
test('a channel added with a label and synced shows in that label\'s row, with its runtime', async ({ page }) => {
  await installFakeYouTube(page);
  const home = new HomePage(page);
  const rows = new HomeRows(page);
  const details = new DetailsPlayer(page);
  await home.goto(SYNCED_CHANNEL.port);
  await home.expectLoaded();

  // Synced last, so first in the label's row (newest created first), ahead of the demo's videos.
  // A label row loads as it comes near the viewport (PRODUCT §2.3).
  const row = rows.byTitle(SYNCED_CHANNEL.rowTitle);
  await row.scrollIntoViewIfNeeded();
  const cards = rows.cards(row);
  await expect(cards).toHaveCount(FIRST_PAGE_CARDS, { timeout: 15_000 });
  const titles = await Promise.all((await cards.all()).map((card) => HomeRows.cardTitle(card)));
  expect(titles.every((title) => SYNCED_VIDEOS.some((video) => video.title === title))).toBe(true);
  for (const card of await cards.all()) await expect(rows.runtimeOf(card)).toHaveText(SYNCED_CHANNEL.runtime);

  await waitForImagesToSettle(page);
  await page.screenshot({ path: screenshotPath('synced-channel-row') });

  const first = titles[0]!;
  await details.card(first, row).click();
  await details.expectDetailsOf(first);
  await expect(details.detailsRuntime()).toHaveText(SYNCED_CHANNEL.runtime);
  await page.screenshot({ path: screenshotPath('synced-channel-details') });
});
