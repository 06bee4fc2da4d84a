import { getTheme } from '@vitrine/catalog/themes/themes';
import { expect, test, type Page } from '@playwright/test';
import { DetailsPlayer } from './pages/details-player.ts';
import { HomePage } from './pages/home-page.ts';
import { HomeRows } from './pages/home-rows.ts';
import { describeFocus } from './pages/keyboard.ts';
import { CONTACT_ERROR_TITLE, InvitePopup, MAIL_SEND_PATH } from './pages/sidebar-invite.ts';

const ROCK_PORT = 3001;
/** culture_fr: a French theme, so the spec's English words are the foreign ones there. */
const FRENCH_THEME_PORT = 3004;

async function openHome(page: Page, port: number): Promise<HomeRows> {
  const home = new HomePage(page);
  await home.goto(port);
  await home.expectLoaded();
  return new HomeRows(page);
}

/** The largest count among the row titles: what the announcement must say. */
function largestTitleCount(titles: readonly string[]): number {
  return Math.max(0, ...titles.map((title) => Number(/\((\d+) results?\)$/.exec(title)?.[1] ?? 0)));
}

test('a search announces "n results" politely once typing settles, the count the rows give', async ({ page }) => {
  const rows = await openHome(page, ROCK_PORT);
  const status = page.getByTestId('search-results-status');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toHaveText('');

  const term = getTheme('rock').labels[0]?.title ?? '';
  await rows.searchBox().pressSequentially(term, { delay: 20 });
  await expect(status).toHaveText(/^\d+ results?$/, { timeout: 15_000 });
  await rows.expectResultCounts();
  const said = Number((await status.textContent())?.split(' ')[0]);
  expect(said).toBe(largestTitleCount(await rows.titles().allTextContents()));

  await rows.searchBox().press('Escape');
  await expect(status).toHaveText('');
});

test('texts in another language than the page carry their own lang: French on English themes', async ({ page }) => {
  await openHome(page, ROCK_PORT);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('site-header')).not.toHaveAttribute('lang');
  await expect(page.getByRole('heading', { name: 'Trending', exact: true })).not.toHaveAttribute('lang');
  for (const heading of await page.getByRole('heading', { name: /^Dernières vidéos publiées/ }).all()) await expect(heading).toHaveAttribute('lang', 'fr');

  const ui = new DetailsPlayer(page);
  await ui.hero().getByRole('button', { name: 'More Info', exact: true }).click();
  await expect(ui.detailsButton('Copier le lien')).toHaveAttribute('lang', 'fr');
});

test("texts in another language than the page carry their own lang: the spec's English on French themes", async ({ page }) => {
  await openHome(page, FRENCH_THEME_PORT);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByTestId('site-header')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Trending', exact: true })).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Sidebar', exact: true })).toHaveAttribute('lang', 'en');
  const hero = new HomePage(page);
  for (const name of ['Play', 'More Info'] as const) await expect(hero.heroButton(name).locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('hero').getByRole('button', { name: 'Unmute', exact: true })).toHaveAttribute('lang', 'en');
  for (const heading of await page.getByRole('heading', { name: /^Dernières vidéos publiées/ }).all()) await expect(heading).not.toHaveAttribute('lang');
});

test('a toast over the invite popup is inside it: read, reached with F8 and closed from the keyboard, the popup staying open', async ({ page }) => {
  await openHome(page, ROCK_PORT);
  await page.route(`**${MAIL_SEND_PATH}`, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  const popup = new InvitePopup(page);
  await popup.inviteLink().click();
  await expect(popup.dialog()).toBeVisible();
  await popup.fill({ name: 'Ada', email: 'ada@example.org', message: 'Bonjour' });
  await popup.submitButton().press('Enter');

  const toast = popup.dialog().locator('li[data-variant]').filter({ hasText: CONTACT_ERROR_TITLE });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await expect(toast).toBeInViewport();
  // Not hidden from assistive technology with the page behind the popup.
  await expect(popup.dialog().getByRole('region', { name: /^Notifications/ })).toBeAttached();

  await page.keyboard.press('F8');
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label') ?? ''), { message: 'F8 focuses the notifications' }).toMatch(/^Notifications/);
  // Radix makes the toast itself a stop, then its Close button.
  const closeToast = toast.getByRole('button', { name: 'Close', exact: true });
  for (let presses = 0; presses < 3 && !(await closeToast.evaluate((button) => button === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(closeToast, await describeFocus(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast).toHaveCount(0);
  await expect(popup.dialog()).toBeVisible();
  await expect(popup.submitButton()).toBeVisible();
});
