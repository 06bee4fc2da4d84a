import { expect, test, type Page } from '@playwright/test';
import { blockingViolations, describeViolations } from './pages/a11y.ts';
import { DetailsPlayer } from './pages/details-player.ts';
import { HomePage } from './pages/home-page.ts';
import { HomeRows } from './pages/home-rows.ts';
import { InvitePopup, SidebarPanel } from './pages/sidebar-invite.ts';
import { installFakeYouTube } from './support/fake-youtube.ts';

const ROCK_PORT = 3001;
const STANDUP_PORT = 3003;
/** spkombat: its primary colour (#222222) nearly disappears on the dark page. */
const DARK_PRIMARY_PORT = 3005;
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
async function expectNoBlockingViolations(page: Page): Promise<void> {
  const violations = await blockingViolations(page);
  expect(violations, `serious or critical axe violations:\n${describeViolations(violations)}`).toEqual([]);
}

/** Presses Tab until the element holds focus; the number of presses is capped. */
async function tabTo(page: Page, isTarget: () => Promise<boolean>): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    await page.keyboard.press('Tab');
    if (await isTarget()) return;
  }
  throw new Error(`Not reached in ${MAX_TABS} presses of Tab`);
}

test.describe('axe finds no serious or critical WCAG 2.1 AA violation', () => {
  // An axe pass over a full home page takes seconds of CPU; on a busy machine 30 s is too tight.
  test.slow();
  for (const port of [ROCK_PORT, DARK_PRIMARY_PORT]) {
    for (const viewport of VIEWPORTS) {
      test(`on the home page of ${port} at ${viewport.width}×${viewport.height}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await openHome(page, port);
        await expectNoBlockingViolations(page);
      });
    }
  }

  test(`with the details dialog open on ${ROCK_PORT}`, async ({ page }) => {
    await openHome(page, ROCK_PORT);
    const ui = new DetailsPlayer(page);
    await ui.hero().getByRole('button', { name: 'More Info', exact: true }).click();
    await expect(ui.details()).toBeVisible();
    await expectNoBlockingViolations(page);
  });

  test(`with the player open on ${ROCK_PORT}`, async ({ page }) => {
    await installFakeYouTube(page);
    await openHome(page, ROCK_PORT);
    const ui = new DetailsPlayer(page);
    await ui.hero().getByRole('button', { name: 'More Info', exact: true }).click();
    await ui.detailsButton('Play').click();
    await expect(ui.player()).toBeVisible({ timeout: 15_000 });
    await expect(ui.loader()).toHaveCount(0);
    await expectNoBlockingViolations(page);
  });

  test(`with the sidebar open on ${STANDUP_PORT}`, async ({ page }) => {
    await openHome(page, STANDUP_PORT);
    await new SidebarPanel(page).open();
    await expectNoBlockingViolations(page);
  });

  test(`with the invite popup open on ${STANDUP_PORT}`, async ({ page }) => {
    await openHome(page, STANDUP_PORT);
    const popup = new InvitePopup(page);
    await popup.inviteLink().click();
    await expect(popup.dialog()).toBeVisible();
    await expectNoBlockingViolations(page);
  });
});

test('keyboard: Tab reaches the search box then a card; Enter opens its details, Escape closes them and focus returns to the card', async ({ page }) => {
  await openHome(page, ROCK_PORT);
  const rows = new HomeRows(page);
  const ui = new DetailsPlayer(page);

  await tabTo(page, () => rows.searchBox().evaluate((box) => box === document.activeElement));
  await tabTo(page, () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'video-card'));
  // The very element: the same video may be in more than one row.
  const card = await page.evaluateHandle(() => document.activeElement);
  const title = await card.evaluate((element) => element?.getAttribute('aria-label') ?? '');
  expect(title).not.toBe('');

  await page.keyboard.press('Enter');
  await ui.expectDetailsOf(title);
  await page.keyboard.press('Escape');
  await expect(ui.details()).toHaveCount(0);
  await expect.poll(() => card.evaluate((element) => element === document.activeElement)).toBe(true);
});
