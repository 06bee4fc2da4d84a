import { getTheme } from '@vitrine/catalog/themes/themes';
import { expect, test, type Page } from '@playwright/test';
import { DetailsPlayer } from './pages/details-player.ts';
import { HomePage } from './pages/home-page.ts';
import { HomeRows } from './pages/home-rows.ts';
import { describeFocus, tabUntil } from './pages/keyboard.ts';
import { CONTACT_ERROR_TITLE, InvitePopup, MAIL_SEND_PATH, SidebarPanel } from './pages/sidebar-invite.ts';
import { fakeSnapshot, installFakeYouTube } from './support/fake-youtube.ts';

const ROCK_PORT = 3001;
/** From <main>: the hero's Play, More Info and mute toggle, then the first row's one stop. */
const MAIN_TO_FIRST_ROW_PRESSES_MAX = 5;
/** Enough presses to cross the dialog, the player's controls, or the header back to the search box. */
const PRESSES_MAX = 20;
/** The player's volume starts full and moves 5 per arrow (PRODUCT §2.5). */
const VOLUME_AFTER_ONE_DOWN = 95;
/** Past the 3 s after which idle controls hide (PRODUCT §2.5): focused ones must stay. */
const CONTROLS_IDLE_WAIT_MS = 5_000;

/** Records, from now on, whether focus ever falls to <body> (checked every 10 ms in the page). */
async function watchFocusOnBody(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const watched = window as unknown as { focusFellToBody?: boolean };
    watched.focusFellToBody = false;
    setInterval(() => {
      if (document.activeElement === document.body || document.activeElement === null) watched.focusFellToBody = true;
    }, 10);
  });
  return () => page.evaluate(() => (window as unknown as { focusFellToBody?: boolean }).focusFellToBody === true);
}

test('keyboard only on rock: skip link, rows by arrows, details, player, search, sidebar, shortcut list, invite popup and its toast', async ({ page }) => {
  test.setTimeout(150_000);
  await installFakeYouTube(page);
  const home = new HomePage(page);
  await home.goto(ROCK_PORT);
  await home.expectLoaded();
  const rows = new HomeRows(page);
  const ui = new DetailsPlayer(page);
  const focused = page.locator(':focus');

  // Skip link to the main content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // Into the first row with cards, on its first card: the row is one Tab stop.
  await tabUntil(page, async () => (await rows.focusedCard()) !== null, MAIN_TO_FIRST_ROW_PRESSES_MAX);
  const entered = await rows.focusedCard();
  expect(entered).toMatchObject({ rowIndex: 0, position: 0 });
  // Tab leaves the row in one press: its 4 cards fit the screen, so it has no arrow, and the next
  // Tab stop is the next row's card.
  await page.keyboard.press('Tab');
  expect(await rows.focusedCard(), await describeFocus(page)).toMatchObject({ rowIndex: 1, position: 0 });
  await page.keyboard.press('Shift+Tab');
  expect(await rows.focusedCard()).toEqual(entered);

  // ←/→ along the row.
  await page.keyboard.press('ArrowRight');
  expect(await rows.focusedCard()).toMatchObject({ rowIndex: 0, position: 1 });
  await expect(focused).toBeInViewport();
  await page.keyboard.press('ArrowLeft');
  expect(await rows.focusedCard()).toMatchObject({ rowIndex: 0, position: 0 });

  // ↓ to Trending, then End: the last card comes into view and the next page loads.
  await page.keyboard.press('ArrowDown');
  const trending = await rows.focusedCard();
  expect(trending).toMatchObject({ rowIndex: 1, position: 0, row: 'Trending' });
  await page.keyboard.press('End');
  expect(await rows.focusedCard()).toMatchObject({ row: 'Trending', position: (trending?.count ?? 0) - 1 });
  await expect(focused).toBeInViewport();
  const trendingCards = rows.cards(rows.list('Trending'));
  await expect.poll(() => trendingCards.count(), { timeout: 15_000 }).toBeGreaterThan(trending?.count ?? 0);
  await page.keyboard.press('End');
  const trendingEnd = await rows.focusedCard();
  expect(trendingEnd?.position).toBe((await trendingCards.count()) - 1);
  await page.keyboard.press('Home');
  expect(await rows.focusedCard()).toMatchObject({ row: 'Trending', position: 0 });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');

  // ↓ to the same position in the next row, which becomes that row's stop.
  await page.keyboard.press('ArrowDown');
  const chosen = await rows.focusedCard();
  expect(chosen).toMatchObject({ rowIndex: 2, position: Math.min(2, (chosen?.count ?? 0) - 1) });
  await expect(focused).toBeInViewport();
  const chosenCard = ui.card(chosen?.title ?? '', rows.list(chosen?.row ?? ''));

  // Enter opens the details dialog; its Play opens the player.
  await page.keyboard.press('Enter');
  await ui.expectDetailsOf(chosen?.title ?? '');
  await tabUntil(page, () => ui.detailsButton('Play').evaluate((element) => element === document.activeElement), PRESSES_MAX);
  await page.keyboard.press('Enter');
  await ui.expectPlayerOf(chosen?.title ?? '');
  await expect(ui.loader()).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(async () => (await fakeSnapshot(page))?.state).toBe('PLAYING');

  // Pause and volume by keyboard, with the controls on show while one has focus.
  await tabUntil(page, () => ui.playerButton('Pause').evaluate((element) => element === document.activeElement), PRESSES_MAX);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await fakeSnapshot(page))?.state).toBe('PAUSED');
  await expect(ui.playerButton('Play')).toBeFocused();
  await expect(ui.player().getByRole('status')).toHaveText('Paused');
  const volume = ui.player().getByRole('slider', { name: 'Volume' });
  await tabUntil(page, () => volume.evaluate((element) => element === document.activeElement), PRESSES_MAX);
  await page.keyboard.press('ArrowDown');
  await expect(volume).toHaveAttribute('aria-valuenow', String(VOLUME_AFTER_ONE_DOWN));
  await expect.poll(async () => (await fakeSnapshot(page))?.volume).toBe(VOLUME_AFTER_ONE_DOWN);
  expect(await ui.controlsOpacity()).toBe(1);
  // Every control in turn, and still on show 5 s later while one of them has focus.
  for (const name of ['Back 10 seconds', 'Forward 10 seconds', 'Mute']) {
    const control = ui.player().getByRole('button', { name, exact: true });
    await tabUntil(page, () => control.evaluate((element) => element === document.activeElement), PRESSES_MAX);
  }
  await page.waitForTimeout(CONTROLS_IDLE_WAIT_MS);
  expect(await ui.controlsOpacity()).toBe(1);

  // Escape closes the player (Play had closed the dialog) and focus is back on the card.
  await page.keyboard.press('Escape');
  await expect(ui.player()).toHaveCount(0);
  await expect(ui.details()).toHaveCount(0);
  await expect(chosenCard).toBeFocused();
  expect(await rows.focusedCard()).toMatchObject({ row: chosen?.row, position: chosen?.position, title: chosen?.title });

  // Search by keyboard: the result count is announced once typing settles.
  const searchBox = rows.searchBox();
  await tabUntil(page, () => searchBox.evaluate((element) => element === document.activeElement), PRESSES_MAX, 'Shift+Tab');
  const label = getTheme('rock').labels[0];
  await page.keyboard.type(label?.title ?? '', { delay: 20 });
  await expect(page.getByTestId('search-results-status')).toHaveText(/^\d+ results?$/, { timeout: 15_000 });
  await rows.expectResultCounts();
  await page.keyboard.press('Escape');
  await expect(searchBox).toHaveValue('');
  await expect(searchBox).toBeFocused();

  // The sidebar: open it, pick a label, Escape; focus returns to its toggle.
  const sidebar = new SidebarPanel(page);
  await tabUntil(page, () => sidebar.toggle().evaluate((element) => element === document.activeElement), PRESSES_MAX);
  await page.keyboard.press('Enter');
  await sidebar.expectOpen();
  const category = sidebar.category(label?.title ?? '');
  await tabUntil(page, () => category.evaluate((element) => element === document.activeElement), PRESSES_MAX);
  await page.keyboard.press('Enter');
  await expect(category).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await sidebar.expectClosed();
  await expect(sidebar.toggle()).toBeFocused();
  await expect(page.locator('[data-row^="label:"]')).toHaveCount(1);
  await expect(rows.byKey(`label:${label?.label ?? ''}`)).toBeVisible();

  // ? lists the shortcuts, the rows' keys among them; Escape gives focus back.
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts).toBeVisible({ timeout: 15_000 });
  await expect(shortcuts.getByText('Previous or next video in the row')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shortcuts).toHaveCount(0);
  await expect(sidebar.toggle()).toBeFocused();

  // The invite popup: fill and send by keyboard. A first send fails (the toast shows inside the
  // popup, reached with F8 and closed), the second is delivered; focus never falls to <body>.
  const popup = new InvitePopup(page);
  await tabUntil(page, () => popup.inviteLink().evaluate((element) => element === document.activeElement), PRESSES_MAX, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(popup.dialog()).toBeVisible();
  const focusFellToBody = await watchFocusOnBody(page);
  for (const [field, text] of [
    [popup.nameField(), 'Ada Lovelace'],
    [popup.emailField(), 'ada@example.org'],
    [popup.messageField(), 'Mes vidéos de métal symphonique'],
  ] as const) {
    await tabUntil(page, () => field.evaluate((element) => element === document.activeElement), PRESSES_MAX);
    await page.keyboard.type(text);
  }
  await page.route(`**${MAIL_SEND_PATH}`, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await tabUntil(page, () => popup.submitButton().evaluate((element) => element === document.activeElement), PRESSES_MAX);
  await page.keyboard.press('Enter');
  const toast = popup.dialog().locator('li[data-variant]').filter({ hasText: CONTACT_ERROR_TITLE });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('F8');
  const closeToast = toast.getByRole('button', { name: 'Close', exact: true });
  await tabUntil(page, () => closeToast.evaluate((element) => element === document.activeElement), 3);
  await page.keyboard.press('Enter');
  await expect(toast).toHaveCount(0);
  await expect(popup.dialog()).toBeVisible();
  // Back where F8 was pressed, not on the emptied notification area.
  await expect(popup.submitButton(), await describeFocus(page)).toBeFocused();

  await page.unroute(`**${MAIL_SEND_PATH}`);
  await page.keyboard.press('Enter');
  await expect(popup.successText()).toBeVisible({ timeout: 15_000 });
  // It closes by itself, and focus goes back to the link that opened it.
  await expect(popup.dialog()).toHaveCount(0, { timeout: 10_000 });
  await expect(popup.inviteLink()).toBeFocused();
  expect(await focusFellToBody(), 'focus fell to <body> while sending').toBe(false);
});
