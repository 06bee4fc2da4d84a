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

    const firstList = page.waitForResponse((r) => r.url().includes('/api/blogs'));
    await home.goto(port);
    expect((await firstList).status()).toBe(200);

    await expect.poll(() => home.themeId()).toBe(themeId);
    await expect(page).toHaveTitle(theme.seo.title);
    await home.expectLoaded();
    await expect(page.getByRole('heading', { name: theme.labels[0]!.title, exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });
}
