import { THEME_IDS, THEME_PORTS, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { expect, test, type Page } from '@playwright/test';
import { FOCUS_CONTRAST_MIN, measureFocusIndicator } from './pages/focus-indicator.ts';
import { HomePage } from './pages/home-page.ts';
import { isFocusLost } from './pages/keyboard.ts';
import { SidebarPanel } from './pages/sidebar-invite.ts';
import { screenshotPath } from './support/screenshots.ts';

/** The stops a visitor meets first: skip link, header, sidebar toggle, hero and the first cards. */
const STOPS_CHECKED = 18;
/** Themes whose focus states are saved as screenshots for a person to look at. */
const SCREENSHOT_THEMES: readonly ThemeId[] = ['rock', 'spkombat', 'culture_fr'];
/** The stops shown in those screenshots: skip link, search box, sidebar toggle, hero Play, a card. */
const SCREENSHOT_LABELS = ['skip-link', 'search', 'toggle', 'hero-play', 'card'] as const;

async function openHome(page: Page, themeId: ThemeId): Promise<void> {
  // No transitions: the screenshots must show the settled states.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const home = new HomePage(page);
  await home.goto(THEME_PORTS[themeId]);
  await home.expectLoaded();
}

const focusIs = (page: Page, predicate: string) => page.evaluate((source) => new Function('active', `return ${source}`)(document.activeElement) as boolean, predicate);

test.describe(`every focused control shows an indicator at ${FOCUS_CONTRAST_MIN}:1 (WCAG 2.4.11, 2.4.13)`, () => {
  test.slow();
  for (const themeId of THEME_IDS) {
    test(`on ${themeId}`, async ({ page }) => {
      await openHome(page, themeId);
      const weak: string[] = [];
      for (let stop = 0; stop < STOPS_CHECKED; stop += 1) {
        await page.keyboard.press('Tab');
        // A row is one stop (PRODUCT §2.10): a theme with few rows runs out of stops and Tab leaves the page.
        if (await isFocusLost(page)) break;
        const measure = await measureFocusIndicator(page);
        // At least a 1 px line all round changes by 3:1 (the 2 px outline and halo give far more).
        if (measure.contrastingPixels < measure.perimeter) weak.push(`${measure.element}: ${measure.contrastingPixels} px for a perimeter of ${measure.perimeter}`);
      }
      const sidebar = new SidebarPanel(page);
      await sidebar.toggle().focus();
      await page.keyboard.press('Enter');
      await sidebar.expectOpen();
      await page.keyboard.press('Tab');
      const inPanel = await measureFocusIndicator(page);
      if (inPanel.contrastingPixels < inPanel.perimeter) weak.push(`${inPanel.element} (sidebar): ${inPanel.contrastingPixels} px`);
      expect(weak, weak.join('\n')).toEqual([]);
    });
  }
});

for (const themeId of SCREENSHOT_THEMES) {
  test(`screenshots of the focus states on ${themeId}`, async ({ page }) => {
    await openHome(page, themeId);
    const targets: Record<(typeof SCREENSHOT_LABELS)[number], string> = {
      'skip-link': "active.textContent === 'Skip to main content'",
      search: "active.getAttribute('aria-label') === 'Search videos'",
      toggle: "active.getAttribute('aria-label') === 'Toggle sidebar'",
      'hero-play': "active.closest('[data-testid=\"hero\"]') !== null && active.textContent.trim() === 'Play'",
      card: "active.getAttribute('data-testid') === 'video-card'",
    };
    for (const label of SCREENSHOT_LABELS) {
      for (let presses = 0; presses < 40 && !(await focusIs(page, targets[label])); presses += 1) await page.keyboard.press('Tab');
      expect(await focusIs(page, targets[label]), `${label} reached`).toBe(true);
      await page.screenshot({ path: screenshotPath(`focus-${themeId}-${label}`) });
    }
  });
}
