import { THEME_IDS, THEME_PORTS } from '@vitrine/catalog/themes/theme-ids';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './pages/a11y.ts';
import { DetailsPlayer } from './pages/details-player.ts';
import { HomePage } from './pages/home-page.ts';
import { HomeRows } from './pages/home-rows.ts';
import { InvitePopup, SidebarPanel } from './pages/sidebar-invite.ts';
import { installFakeYouTube } from './support/fake-youtube.ts';

const ROCK_PORT = 3001;
const STANDUP_PORT = 3003;
/** The two themes the overlays are checked on: English with an invite popup, and another one. */
const OVERLAY_PORTS = [ROCK_PORT, STANDUP_PORT];
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
/** Enough presses to walk the header to the search box and on to the first card. */
const MAX_TABS = 40;

async function openHome(page: Page, port: number): Promise<void> {
  const home = new HomePage(page);
  await home.goto(port);
  await home.expectLoaded();
}

/** Fails with the violations listed one per line, so the report says what to fix. */
async function expectNoViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `axe violations:\n${describeViolations(violations)}`).toEqual([]);
}

/** Presses Tab until the element holds focus; the number of presses is capped. */
async function tabTo(page: Page, isTarget: () => Promise<boolean>): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    await page.keyboard.press('Tab');
    if (await isTarget()) return;
  }
  throw new Error(`Not reached in ${MAX_TABS} presses of Tab`);
}

test.describe('axe (WCAG 2.0–2.2 A and AA, best practices) finds no violation of any impact', () => {
  // An axe pass over a full home page takes seconds of CPU; on a busy machine 30 s is too tight.
  test.slow();
  for (const themeId of THEME_IDS) {
    for (const viewport of VIEWPORTS) {
      test(`on the home page of ${themeId} at ${viewport.width}×${viewport.height}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await openHome(page, THEME_PORTS[themeId]);
        await expectNoViolations(page);
      });
    }
  }

  for (const port of OVERLAY_PORTS) {
    test(`with the details dialog open on ${port}`, async ({ page }) => {
      await openHome(page, port);
      const ui = new DetailsPlayer(page);
      await ui.hero().getByRole('button', { name: 'More Info', exact: true }).click();
      await expect(ui.details()).toBeVisible();
      await expectNoViolations(page);
    });

    test(`with the player open on ${port}`, async ({ page }) => {
      await installFakeYouTube(page);
      await openHome(page, port);
      const ui = new DetailsPlayer(page);
      await ui.hero().getByRole('button', { name: 'More Info', exact: true }).click();
      await ui.detailsButton('Play').click();
      await expect(ui.player()).toBeVisible({ timeout: 15_000 });
      await expect(ui.loader()).toHaveCount(0);
      await expectNoViolations(page);
    });

    test(`with the sidebar open on ${port}`, async ({ page }) => {
      await openHome(page, port);
      await new SidebarPanel(page).open();
      await expectNoViolations(page);
    });

    test(`with the invite popup open on ${port}`, async ({ page }) => {
      await openHome(page, port);
      const popup = new InvitePopup(page);
      await popup.inviteLink().click();
      await expect(popup.dialog()).toBeVisible();
      await expectNoViolations(page);
    });
  }
});

test('keyboard: Tab reaches the search box then a card; Enter opens its details, Escape closes them and focus returns to the card', async ({ page }) => {
  await openHome(page, ROCK_PORT);
  const rows = new HomeRows(page);
  const ui = new DetailsPlayer(page);

  await tabTo(page, () => rows.searchBox().evaluate((box) => box === document.activeElement));
  await tabTo(page, () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'video-card'));
  // The very element: the same video may be in more than one row.
  const card = await page.evaluateHandle(() => document.activeElement);
  const title = await card.evaluate((element) => element?.querySelector('[data-testid="card-title"]')?.textContent ?? '');
  expect(title).not.toBe('');

  await page.keyboard.press('Enter');
  await ui.expectDetailsOf(title);
  await page.keyboard.press('Escape');
  await expect(ui.details()).toHaveCount(0);
  await expect.poll(() => card.evaluate((element) => element === document.activeElement)).toBe(true);
});
