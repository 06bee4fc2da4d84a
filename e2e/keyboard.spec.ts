import { expect, test } from '@playwright/test';
import { HomePage } from './pages/home-page.ts';
import { describeFocus, isFocusWithin, tabUntil } from './pages/keyboard.ts';
import { SidebarPanel } from './pages/sidebar-invite.ts';

const ROCK_PORT = 3001;
/** The header holds at most logo, Home, invite link, search (open, clear) and theme switcher. */
const HEADER_STOPS_MAX = 8;
/** More presses than the open sidebar has stops, so a leak out of it would show. */
const SIDEBAR_WALK_PRESSES = 30;

test.beforeEach(async ({ page }) => {
  const home = new HomePage(page);
  await home.goto(ROCK_PORT);
  await home.expectLoaded();
});

test('the first Tab stop is a skip link, and it moves focus to the main content', async ({ page }) => {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next stop is the first control of the main content (the hero's Play), not the header.
  await page.keyboard.press('Tab');
  expect(await isFocusWithin(page, 'main'), await describeFocus(page)).toBe(true);
});

test('the sidebar toggle comes right after the header, before the main content', async ({ page }) => {
  const toggle = new SidebarPanel(page).toggle();
  const presses = await tabUntil(page, () => toggle.evaluate((element) => element === document.activeElement), HEADER_STOPS_MAX + 2);
  expect(presses).toBeLessThanOrEqual(HEADER_STOPS_MAX + 2);
  expect(await isFocusWithin(page, 'main')).toBe(false);
});

test('the open sidebar is a modal: the page behind is inert, Tab stays inside, Escape closes and focus returns to the toggle', async ({ page }) => {
  const sidebar = new SidebarPanel(page);
  await tabUntil(page, () => sidebar.toggle().evaluate((element) => element === document.activeElement), HEADER_STOPS_MAX + 2);
  await page.keyboard.press('Enter');
  await sidebar.expectOpen();
  await expect(page.locator('main')).toHaveJSProperty('inert', true);
  await expect(page.getByTestId('site-header')).toHaveJSProperty('inert', true);

  for (let presses = 0; presses < SIDEBAR_WALK_PRESSES; presses += 1) {
    await page.keyboard.press(presses % 3 === 2 ? 'Shift+Tab' : 'Tab');
    const isInside = await page.evaluate(() => {
      const active = document.activeElement;
      return active !== null && (document.getElementById('sidebar')?.contains(active) === true || active.getAttribute('aria-label') === 'Toggle sidebar');
    });
    expect(isInside, `press ${presses + 1} left the sidebar for ${await describeFocus(page)}`).toBe(true);
  }

  await page.keyboard.press('Escape');
  await sidebar.expectClosed();
  await expect(sidebar.toggle()).toBeFocused();
  await expect(page.locator('main')).toHaveJSProperty('inert', false);
});
