import { expect, test, type Page } from '@playwright/test';
import { THEME_IDS, THEME_PORTS } from '@vitrine/catalog/themes/theme-ids';
import { getTheme } from '@vitrine/catalog/themes/themes';
import { SELECTED_THEME_STORAGE_KEY } from '@vitrine/web/src/lib/storage-keys.ts';
import { HomePage } from './pages/home-page.ts';
import { HomeRows, isVideoListResponse } from './pages/home-rows.ts';
import { overflowsHorizontally, screenshotPath, waitForImagesToSettle } from './support/screenshots.ts';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

test('?theme=latino on the rock port 3001 shows the latino theme', async ({ page }) => {
  const latino = getTheme('latino');
  const home = new HomePage(page);
  const rows = new HomeRows(page);
  await home.goto(THEME_PORTS.rock, '/?theme=latino');

  await expect.poll(() => home.themeId()).toBe('latino');
  await expect(page).toHaveTitle(latino.seo.title);
  expect(await home.cssVariable('--theme-primary')).toBe(latino.primary_color);
  // The first screen came with the page; a label row asks the API for latino's videos as it comes near view.
  const labelList = page.waitForResponse(isVideoListResponse);
  await rows.byTitle(latino.labels[0]!.title).scrollIntoViewIfNeeded();
  expect(new URL((await labelList).url()).searchParams.get('t')).toBe('latino');
  await expect(rows.byTitle(latino.labels[0]!.title)).toBeVisible();
});

test("the switcher's choice applies at once, without a reload, and survives one", async ({ page }) => {
  const [standup, latino] = [getTheme('standup'), getTheme('latino')];
  const home = new HomePage(page);
  const rows = new HomeRows(page);
  await home.goto(THEME_PORTS.standup);
  await expect(rows.byTitle(standup.labels[0]!.title)).toBeVisible();
  // A marker on the window: a reload would wipe it.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  await page.getByRole('combobox', { name: 'Theme' }).selectOption('latino');

  await expect(page).toHaveTitle(latino.seo.title);
  await expect.poll(() => home.cssVariable('--theme-primary')).toBe(latino.primary_color);
  await expect(rows.byTitle(latino.labels[0]!.title)).toBeVisible();
  await expect(rows.byTitle(standup.labels[0]!.title)).toHaveCount(0);
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  expect(await page.evaluate((key) => localStorage.getItem(key), SELECTED_THEME_STORAGE_KEY)).toBe('latino');
  // The address names the choice, so the server serves it on a reload (PRODUCT §4.1).
  await expect(page).toHaveURL(/[?&]theme=latino\b/);

  await page.reload();
  await expect.poll(() => home.themeId()).toBe('latino');
  await expect(page).toHaveTitle(latino.seo.title);
  await expect(rows.byTitle(latino.labels[0]!.title)).toBeVisible();
});

/** The page has drawn its first data: the hero (a video, or the welcome one) and a row. */
async function expectHomeDrawn(page: Page): Promise<void> {
  await expect(page.getByTestId('hero')).toBeVisible({ timeout: 15_000 });
  await expect(new HomeRows(page).cards().first()).toBeVisible();
  await waitForImagesToSettle(page);
}

for (const themeId of THEME_IDS) {
  const port = THEME_PORTS[themeId];
  test(`the ${themeId} home page on ${port} draws without page errors, and fits a phone's width (screenshots to look at)`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize(DESKTOP);
    await new HomePage(page).goto(port);
    await expectHomeDrawn(page);
    await page.screenshot({ path: screenshotPath(`home-${themeId}-${DESKTOP.width}x${DESKTOP.height}`) });

    await page.setViewportSize(PHONE);
    await expectHomeDrawn(page);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.screenshot({ path: screenshotPath(`home-${themeId}-${PHONE.width}x${PHONE.height}`) });
    expect(errors).toEqual([]);
  });
}
