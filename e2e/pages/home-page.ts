import { expect, type Locator, type Page } from '@playwright/test';
import { themeUrl } from '../support/test-server.ts';

/** The home page of one theme port, as a visitor sees it. */
export class HomePage {
  constructor(readonly page: Page) {}

  /**
   * Opens the page and waits until the app has started on it (its effects applied the theme to
   * the root element). The app's scripts are asked for after the first paint, often after the
   * page's load event: until it starts, a click on a server-rendered button waits for it.
   */
  async goto(port: number, path = '/', hostname = 'localhost'): Promise<void> {
    await this.page.goto(themeUrl(port, path, hostname));
    await this.waitForStart();
  }

  /** Until the app's effects have applied the theme to the root element: checked each frame, not on a poll's growing intervals. */
  private async waitForStart(): Promise<void> {
    await this.page.waitForFunction(() => document.documentElement.dataset.theme !== undefined, undefined, { timeout: 15_000 });
  }

  heroButton(name: 'Play' | 'More Info'): Locator {
    return this.page.getByTestId('hero').getByRole('button', { name, exact: true });
  }

  /** The theme the page applied (the root element carries it). */
  themeId(): Promise<string | undefined> {
    return this.page.evaluate(() => document.documentElement.dataset.theme);
  }

  cssVariable(name: string): Promise<string> {
    return this.page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
  }

  rows(): Locator {
    return this.page.getByRole('region');
  }

  /**
   * A row is on screen, the loading text is gone (it may not have rendered yet when called), and
   * the app has hydrated the server's HTML (its effects applied the theme to the root element):
   * before that, the server-rendered buttons are on show but a click on them does nothing.
   */
  async expectLoaded(): Promise<void> {
    await expect(this.page.getByTestId('video-row').first()).toBeVisible({ timeout: 15_000 });
    await expect(this.page.getByText('Chargement des vidéos...')).toHaveCount(0, { timeout: 15_000 });
    await this.waitForStart();
  }
}
