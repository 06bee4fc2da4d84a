import { expect, test } from '@playwright/test';
import { getTheme } from '@vitrine/catalog/themes/themes';
import { HomePage } from './pages/home-page.ts';

for (const [port, themeId] of [
  [3001, 'rock'],
  [3002, 'latino'],
] as const) {
  test(`port ${port} shows the ${themeId} theme from the real API`, async ({ page }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    const theme = getTheme(themeId);
    const home = new HomePage(page);

    await home.goto(port);
    await expect.poll(() => home.themeId()).toBe(themeId);
    await expect(page).toHaveTitle(theme.seo.title);
    await home.expectLoaded();

    // The first screen came with the page; a label row asks the API as it comes near view.
    const labelList = page.waitForResponse((r) => r.url().includes('/api/blogs'));
    const labelRow = page.getByRole('heading', { name: theme.labels[0]!.title, exact: true });
    await labelRow.scrollIntoViewIfNeeded();
    expect((await labelList).status()).toBe(200);
    await expect(labelRow).toBeVisible();
    expect(errors).toEqual([]);
  });
}
