import { expect, test, type Page } from '@playwright/test';
import { getTheme } from '@vitrine/catalog/themes/themes';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HomePage } from './pages/home-page.ts';
import { HomeRows } from './pages/home-rows.ts';
import { recordVideoLabels } from './support/video-labels.ts';
import { E2E_DATA_DIR } from './support/test-server.ts';
import {
  CONTACT_ERROR_TITLE,
  INVITE_TITLES,
  InvitePopup,
  isMailSend,
  SidebarPanel,
  textColourRgb,
  type ContactEntry,
} from './pages/sidebar-invite.ts';

/** PRODUCT §9.1. */
const CATEGORY_CLOSE_DELAY_MS = 500;
const CHANNEL_CLOSE_DELAY_MS = 800;
const SCREENSHOT_DIR = 'test-results/screenshots';
const PHONE_VIEWPORT = { width: 390, height: 844 };

/** The .eml files the server under test delivered (MAIL_TRANSPORT=file, the default). */
function deliveredMails(): string[] {
  const dir = join(E2E_DATA_DIR, 'outbox-mail');
  return existsSync(dir) ? readdirSync(dir).map((name) => readFileSync(join(dir, name), 'utf8')) : [];
}
const POPUP_AUTO_CLOSE_MS = 2_000;
/**
 * The server flags as a likely robot's a form whose fillMs (how long it was open, on the page's
 * performance.now()) is under this (MIN_FILL_TIME_MS in apps/server/src/mail/mail-config.ts), plus a margin.
 */
const SERVER_MIN_FILL_TIME_MS = 3_000;
const MIN_FILL_TIME_MS = SERVER_MIN_FILL_TIME_MS + 500;
/** Keeps the form in its submitting state long enough to be seen; the request then goes on to the real server. */
const SLOW_NETWORK_MS = 500;
const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The operator's mail of a post filled in faster than a person (apps/server/src/mail/contact-message.ts). */
const LIKELY_ROBOT_HEADER = 'X-Vitrine-Likely-Robot';

const ENTRY: ContactEntry = {
  name: 'Zoé Lemaître',
  email: 'zoe.lemaitre@example.org',
  message: 'Notre playlist : https://www.youtube.com/playlist?list=PL0123456789',
};

/** Long enough for a smooth wheel scroll to have moved the page, had it been allowed to. */
const WHEEL_SETTLE_MS = 500;

/** Saves the page once its transitions (the slides, the fades) are over, named after what it shows and the viewport. */
async function screenshot(page: Page, name: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation instanceof CSSTransition).length)).toBe(0);
  const viewport = page.viewportSize();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${viewport?.width}x${viewport?.height}.png` });
}

async function cardTitles(rows: HomeRows): Promise<string[]> {
  return rows.cards().evaluateAll((cards) => cards.map((card) => card.querySelector('[data-testid="card-title"]')?.textContent ?? ''));
}

test.describe('sidebar', () => {
  test('a category filters every row to that label, selecting it again deselects, and the sidebar closes after 500 ms each time', async ({ page }) => {
    const theme = getTheme('standup');
    const label = theme.labels[1]!;
    const labelRowKeys = theme.labels.map((entry) => `label:${entry.label}`);
    const labelsByTitle = recordVideoLabels(page);
    const rows = new HomeRows(page);
    const sidebar = new SidebarPanel(page);
    await page.clock.install();
    await new HomePage(page).goto(3003);
    await expect(rows.all().and(page.locator('[data-row^="label:"]'))).toHaveCount(labelRowKeys.length, { timeout: 15_000 });
    await expect.poll(async () => (await cardTitles(rows)).some((title) => !labelsByTitle.get(title)?.has(label.label))).toBe(true);

    await sidebar.open();
    await expect(sidebar.category(label.title)).toHaveAttribute('aria-pressed', 'false');
    // Frozen time: the close delay is measured on the page's own clock.
    await page.clock.pauseAt(Date.now() + 1_000);
    await sidebar.category(label.title).click();
    await expect(sidebar.category(label.title)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-row^="label:"]')).toHaveCount(1);
    await expect(rows.byKey(`label:${label.label}`)).toBeVisible();
    const filtered = await cardTitles(rows);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.filter((title) => !labelsByTitle.get(title)?.has(label.label))).toEqual([]);

    await page.clock.runFor(CATEGORY_CLOSE_DELAY_MS - 1);
    await sidebar.expectOpen();
    await page.clock.runFor(1);
    await sidebar.expectClosed();

    await sidebar.open();
    await expect(sidebar.category(label.title)).toHaveAttribute('aria-pressed', 'true');
    await sidebar.category(label.title).click();
    await expect(sidebar.category(label.title)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('[data-row^="label:"]')).toHaveCount(labelRowKeys.length);
    await page.clock.runFor(CATEGORY_CLOSE_DELAY_MS - 1);
    await sidebar.expectOpen();
    await page.clock.runFor(1);
    await sidebar.expectClosed();
  });

  test("the 'Channels' list on 3006 switches the theme and the sidebar closes after 800 ms", async ({ page }) => {
    const sidebar = new SidebarPanel(page);
    const home = new HomePage(page);
    await page.clock.install();
    await home.goto(3006);
    await expect.poll(() => home.themeId()).toBe('brand_fr');

    await sidebar.open();
    await expect(sidebar.channels().getByRole('heading', { name: 'Channels', exact: true })).toBeVisible();
    await expect(sidebar.currentChannel()).toHaveText(getTheme('brand_fr').name);
    await page.clock.pauseAt(Date.now() + 1_000);
    await sidebar.channel(getTheme('sport').name).click();
    await expect.poll(() => home.themeId()).toBe('sport');
    await expect(sidebar.currentChannel()).toHaveText(getTheme('sport').name);

    await page.clock.runFor(CHANNEL_CLOSE_DELAY_MS - 1);
    await sidebar.expectOpen();
    await page.clock.runFor(1);
    await sidebar.expectClosed();
  });

  test("on a personal-brand host known only by its hostname keyword, the hero's Play opens the sidebar on its 'Channels' list", async ({ page }) => {
    const sidebar = new SidebarPanel(page);
    const home = new HomePage(page);
    // Not localhost and in no SITE_HOSTS: only the keyword names the brand, on the rock port.
    await home.goto(3001, '/', 'brand-fr.localhost');
    await expect.poll(() => home.themeId()).toBe('brand_fr');

    await home.heroButton('Play').click();
    await sidebar.expectOpen();
    await expect(sidebar.channels().getByRole('heading', { name: 'Channels', exact: true })).toBeVisible();
    await expect(sidebar.currentChannel()).toHaveText(getTheme('brand_fr').name);
  });

  test('the page behind does not scroll while the sidebar is open; Escape and the close button close it', async ({ page }) => {
    const sidebar = new SidebarPanel(page);
    const rows = new HomeRows(page);
    await new HomePage(page).goto(3003);
    await expect(rows.cards()).not.toHaveCount(0, { timeout: 15_000 });
    await page.mouse.move(200, 450);

    // The page itself scrolls, so a page that stays put below is the lock at work.
    await page.mouse.wheel(0, 400);
    await expect.poll(() => sidebar.scrollY()).toBeGreaterThan(0);
    const before = await sidebar.scrollY();
    expect(await sidebar.bodyOverflow()).not.toBe('hidden');

    await sidebar.open();
    expect(await sidebar.bodyOverflow()).toBe('hidden');
    await screenshot(page, 'sidebar');
    await page.mouse.wheel(0, 400);
    // Timing is the behaviour here: a wheel scroll would have moved the page by now.
    await page.waitForTimeout(WHEEL_SETTLE_MS);
    expect(await sidebar.scrollY()).toBe(before);

    await page.keyboard.press('Escape');
    await sidebar.expectClosed();
    await sidebar.expectSlidOut();
    expect(await sidebar.bodyOverflow()).not.toBe('hidden');

    await sidebar.open();
    await sidebar.closeButton().click();
    await sidebar.expectClosed();
    expect(await sidebar.bodyOverflow()).not.toBe('hidden');
  });
});

test.describe('invite popup', () => {
  test(`on 3003 the invite link opens '${INVITE_TITLES.standup}'; 'Fermer la popup', a click outside and Escape close it`, async ({ page }) => {
    const popup = new InvitePopup(page);
    await new HomePage(page).goto(3003);

    await popup.inviteLink().click();
    await expect(popup.dialog()).toHaveAccessibleName(INVITE_TITLES.standup);
    await screenshot(page, 'popup');
    await expect(popup.dialog()).toHaveAttribute('lang', 'fr');
    await expect(popup.dialog().getByText(/^Humoristes, /)).toBeVisible();
    await expect(popup.emailField()).toHaveAttribute('type', 'email');
    for (const field of [popup.nameField(), popup.emailField(), popup.messageField()]) await expect(field).toHaveAttribute('required');
    await popup.closeButton().click();
    await expect(popup.dialog()).toHaveCount(0);

    await popup.inviteLink().click();
    await expect(popup.dialog()).toBeVisible();
    const card = await popup.dialog().boundingBox();
    if (!card) throw new Error('the popup card has no box');
    // The overlay below the card, well clear of it.
    await page.mouse.click(card.x / 2, card.y + card.height / 2);
    await expect(popup.dialog()).toHaveCount(0);

    await popup.inviteLink().click();
    await expect(popup.dialog()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup.dialog()).toHaveCount(0);
  });

  test('on 3002 there is no invite link and no popup', async ({ page }) => {
    const home = new HomePage(page);
    const popup = new InvitePopup(page);
    await home.goto(3002);
    await home.expectLoaded();
    await expect(popup.inviteLink()).toHaveCount(0);
    await expect(popup.dialog()).toHaveCount(0);
  });

  test('a sent request shows the green confirmation and the popup closes by itself after 2 s', async ({ page }) => {
    const popup = new InvitePopup(page);
    const keys: string[] = [];
    await page.route(
      (url) => isMailSend(url.href),
      async (route) => {
        keys.push(route.request().headers()[IDEMPOTENCY_KEY_HEADER] ?? '');
        await new Promise((resolve) => setTimeout(resolve, SLOW_NETWORK_MS));
        await route.continue();
      },
    );
    await page.clock.install();
    await new HomePage(page).goto(3003);
    await popup.inviteLink().click();
    // The form counts from when it appears, after its lazy chunk, not from the click.
    await expect(popup.nameField()).toBeVisible();
    const shownAt = Date.now();
    await popup.fill(ENTRY);
    // A person's pace: a faster post reaches the operator flagged as a likely robot's.
    await page.waitForTimeout(Math.max(0, shownAt + MIN_FILL_TIME_MS - Date.now()));

    // Frozen page time from here: the auto-close delay is counted on the page's clock.
    await page.clock.pauseAt(Date.now() + 1_000);
    const answer = popup.submit();
    await expect(popup.submitButton()).toHaveText('Envoi...');
    await expect(popup.submitButton()).toBeDisabled();
    for (const field of [popup.nameField(), popup.emailField(), popup.messageField()]) await expect(field).toBeDisabled();

    const response = await answer;
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe('');
    // Only what the server reads: it builds the recipient, subject and text itself.
    const body = response.request().postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({
      bodyContent: { message: ENTRY.message, email: ENTRY.email },
      type: 'gencontact',
      name: ENTRY.name,
      website: '',
      fillMs: expect.any(Number),
    });
    expect(body['fillMs']).toBeGreaterThanOrEqual(SERVER_MIN_FILL_TIME_MS);

    await expect(popup.successText()).toBeVisible();
    const [red, green, blue] = await textColourRgb(popup.successText());
    expect(green).toBeGreaterThan(red + 40);
    expect(green).toBeGreaterThan(blue + 40);
    await page.clock.runFor(POPUP_AUTO_CLOSE_MS - 1);
    await expect(popup.dialog()).toBeVisible();
    await page.clock.runFor(1);
    await expect(popup.dialog()).toHaveCount(0);

    // The operator receives it, the visitor in Reply-To: the default file transport writes one .eml per request.
    await expect.poll(() => deliveredMails().filter((mail) => mail.includes(`<${ENTRY.email}>`)).length, { timeout: 15_000 }).toBe(1);
    expect(deliveredMails().find((mail) => mail.includes(`<${ENTRY.email}>`))).not.toContain(LIKELY_ROBOT_HEADER);
  });

  test('a form filled in at once (autofill) shows the confirmation and reaches the operator, flagged as a likely robot', async ({ page }) => {
    const popup = new InvitePopup(page);
    const entry = { ...ENTRY, email: 'autofill@example.org' };
    await new HomePage(page).goto(3003);
    await popup.inviteLink().click();
    await popup.fill(entry);
    expect((await popup.submit()).status()).toBe(200);
    await expect(popup.successText()).toBeVisible();

    const delivered = () => deliveredMails().filter((mail) => mail.includes(`<${entry.email}>`));
    await expect.poll(() => delivered().length, { timeout: 15_000 }).toBe(1);
    expect(delivered()[0]).toMatch(new RegExp(`^${LIKELY_ROBOT_HEADER}: filled in \\d+ ms`, 'm'));
  });

  test("a failed request shows the 'Erreur' toast and leaves the form editable with what was typed", async ({ page }) => {
    const popup = new InvitePopup(page);
    const keys: string[] = [];
    await page.route(
      (url) => isMailSend(url.href),
      (route) => {
        keys.push(route.request().headers()[IDEMPOTENCY_KEY_HEADER] ?? '');
        return route.fulfill({ status: 500, json: { error: 'Internal Server Error' } });
      },
    );
    await new HomePage(page).goto(3003);
    await popup.inviteLink().click();
    await popup.fill(ENTRY);
    const answer = popup.submit();
    await expect(popup.submitButton()).toHaveText('Envoi...');
    expect((await answer).status()).toBe(500);

    const toast = popup.errorToast();
    await expect(toast).toBeVisible({ timeout: 10_000 });
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(popup.errorAnnouncement()).toContainText(CONTACT_ERROR_TITLE);
    await expect(popup.successText()).toHaveCount(0);
    await expect(popup.dialog()).toBeVisible();
    await expect(popup.submitButton()).toHaveText('Envoyer');
    await expect(popup.submitButton()).toBeEnabled();
    await popup.expectFilledWith(ENTRY);
    // The client's retries of one submission all carry the same key: the server delivers it once.
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(keys[0]).not.toBe('');

    await popup.messageField().fill(`${ENTRY.message} (corrigé)`);
    await expect(popup.messageField()).toHaveValue(`${ENTRY.message} (corrigé)`);
    await screenshot(page, 'popup-error-toast');
  });

  test('screenshots on a phone (390×844): the open sidebar and the popup', async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    const sidebar = new SidebarPanel(page);
    const popup = new InvitePopup(page);
    await new HomePage(page).goto(3003);
    await expect(new HomeRows(page).cards()).not.toHaveCount(0, { timeout: 15_000 });
    await sidebar.open();
    await expect(sidebar.panel()).toBeInViewport({ ratio: 1 });
    await screenshot(page, 'sidebar');
    await sidebar.closeButton().click();
    await sidebar.expectClosed();

    await popup.inviteLink().click();
    await expect(popup.dialog()).toBeInViewport({ ratio: 1 });
    await screenshot(page, 'popup');
  });
});
