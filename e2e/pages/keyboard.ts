import type { Page } from '@playwright/test';

/** What has focus, in words a failing assertion can show: tag, role, name. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 60) ?? '';
    return `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} "${name}"`;
  });
}

/** Whether focus is on the page itself rather than on any element (a lost focus). */
export function isFocusLost(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement === null || document.activeElement === document.body);
}

/**
 * Presses Tab until `isTarget` holds for the focused element; returns how many presses it took,
 * or throws past `maxPresses`.
 */
export async function tabUntil(page: Page, isTarget: () => Promise<boolean>, maxPresses: number, key = 'Tab'): Promise<number> {
  for (let presses = 1; presses <= maxPresses; presses += 1) {
    await page.keyboard.press(key);
    if (await isTarget()) return presses;
  }
  throw new Error(`Not reached in ${maxPresses} presses of ${key}; focus is on ${await describeFocus(page)}`);
}

/** Whether the focused element is inside (or is) the element `selector` finds. */
export function isFocusWithin(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector);
}
