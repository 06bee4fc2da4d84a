import { expect, test } from '@playwright/test';
import { getTheme } from '@vitrine/catalog/themes/themes';
import { HomePage } from './pages/home-page.ts';
import { HomeRows } from './pages/home-rows.ts';
import { SidebarPanel } from './pages/sidebar-invite.ts';
import { recordVideoLabels } from './support/video-labels.ts';

const STANDUP_PORT = 3003;
const STANDUP = getTheme('standup');
const LABEL = STANDUP.labels[1]!;
const LABEL_ROWS = '[data-row^="label:"]';

/** The label the address names, or null. */
const addressLabel = (url: string) => new URL(url).searchParams.get('label');

test.describe("a label's page, /?label= (PRODUCT §12)", () => {
  test('opened by its address: the home page narrowed to that label, served with its title', async ({ page }) => {
    const labelsByTitle = recordVideoLabels(page);
    const home = new HomePage(page);
    const rows = new HomeRows(page);
    const served = page.waitForResponse((response) => response.request().resourceType() === 'document');
    await home.goto(STANDUP_PORT, `/?label=${encodeURIComponent(LABEL.label)}`);
    await home.expectLoaded();
    expect(await (await served).text()).toContain(`<title>${LABEL.title} | ${STANDUP.name}</title>`);
    await expect(page.locator(LABEL_ROWS)).toHaveCount(1);
    await expect(rows.byKey(`label:${LABEL.label}`)).toBeVisible();
    const titles = await rows.cards().evaluateAll((cards) => cards.map((card) => card.querySelector('[data-testid="card-title"]')?.textContent ?? ''));
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((title) => !labelsByTitle.get(title)?.has(LABEL.label))).toEqual([]);
    // The sidebar shows the label chosen.
    const sidebar = new SidebarPanel(page);
    await sidebar.open();
    await expect(sidebar.category(LABEL.title)).toHaveAttribute('aria-pressed', 'true');
  });

  test('choosing and clearing a label in the sidebar updates the address, and Back and Forward follow', async ({ page }) => {
    const home = new HomePage(page);
    const sidebar = new SidebarPanel(page);
    await home.goto(STANDUP_PORT);
    await home.expectLoaded();
    await expect(page.locator(LABEL_ROWS)).toHaveCount(STANDUP.labels.length, { timeout: 15_000 });

    await sidebar.open();
    await sidebar.category(LABEL.title).click();
    await expect.poll(() => addressLabel(page.url())).toBe(LABEL.label);
    await expect(page.locator(LABEL_ROWS)).toHaveCount(1);
    await sidebar.expectClosed();

    await sidebar.open();
    await sidebar.category(LABEL.title).click();
    await expect.poll(() => addressLabel(page.url())).toBeNull();
    await expect(page.locator(LABEL_ROWS)).toHaveCount(STANDUP.labels.length);
    await sidebar.expectClosed();

    await page.goBack();
    await expect.poll(() => addressLabel(page.url())).toBe(LABEL.label);
    await expect(page.locator(LABEL_ROWS)).toHaveCount(1);
    await page.goBack();
    await expect.poll(() => addressLabel(page.url())).toBeNull();
    await expect(page.locator(LABEL_ROWS)).toHaveCount(STANDUP.labels.length);
    await page.goForward();
    await expect.poll(() => addressLabel(page.url())).toBe(LABEL.label);
    await expect(page.locator(LABEL_ROWS)).toHaveCount(1);
  });

  test('a label the theme does not have: the whole home page', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto(STANDUP_PORT, '/?label=no-such-label');
    await home.expectLoaded();
    await expect(page.locator(LABEL_ROWS)).toHaveCount(STANDUP.labels.length, { timeout: 15_000 });
  });
});
