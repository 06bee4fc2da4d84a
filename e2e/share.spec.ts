import { expect, test, type Page } from '@playwright/test';
import type { ApiVideo } from '@vitrine/catalog/api-schemas';
import { THEME_CODES } from '@vitrine/catalog/themes/theme-ids';
import { CatalogueApi, DetailsPlayer } from './pages/details-player.ts';
import { HomePage } from './pages/home-page.ts';
import { ShareSheet } from './pages/share-sheet.ts';
import { fakeSnapshot, installFakeYouTube } from './support/fake-youtube.ts';

const ROCK_PORT = 3001;
/** The rock site's share base when SITE_HOSTS configures none (PRODUCT §10.4). */
const ROCK_SHARE_BASE = `http://localhost:${ROCK_PORT}`;
const SHARED_START_S = 42;
/** The player's seek step (PRODUCT §2.5), pressed SEEK_STEPS times to reach a moment. */
const SEEK_STEP_S = 10;
const SEEK_STEPS = 3;

let video: ApiVideo | undefined;

async function sharedVideo(page: Page): Promise<ApiVideo> {
  [video] = video ? [video] : await new CatalogueApi(page.request, ROCK_PORT, THEME_CODES.rock).list({ orderfields: 'trending', orderby: 'desc' });
  if (!video) throw new Error('The demo catalogue has no trending video');
  return video;
}

async function openDetails(page: Page, path: string, title: string): Promise<DetailsPlayer> {
  const home = new HomePage(page);
  await home.goto(ROCK_PORT, path);
  await home.expectLoaded();
  const ui = new DetailsPlayer(page);
  await ui.expectDetailsOf(title);
  return ui;
}

/** Opens the video's details at `path` and presses Play: the player shows that video. */
async function playFrom(page: Page, path: string, video: ApiVideo): Promise<DetailsPlayer> {
  const ui = await openDetails(page, path, video.metadata.title);
  await ui.detailsButton('Play').click();
  await ui.expectPlayerOf(video.metadata.title);
  return ui;
}

test.describe('share sheet (PRODUCT §12)', () => {
  test.beforeEach(async ({ page }) => installFakeYouTube(page));

  test("the QR code in the details dialog reads as the video's share URL", async ({ page }) => {
    const shared = await sharedVideo(page);
    await openDetails(page, `/${shared.pathseo}`, shared.metadata.title);
    const sheet = new ShareSheet(page);
    await expect(sheet.qrCode()).toBeVisible();
    expect(await sheet.decodeQrCode()).toBe(`${ROCK_SHARE_BASE}/${encodeURIComponent(shared.pathseo)}`);
  });

  test('a link with ?t= starts the player at that second, once', async ({ page }) => {
    const shared = await sharedVideo(page);
    await playFrom(page, `/${shared.pathseo}?t=${SHARED_START_S}`, shared);
    await expect.poll(async () => (await fakeSnapshot(page))?.state).toBe('PLAYING');
    const snapshot = (await fakeSnapshot(page))!;
    expect(snapshot.playerVars['start']).toBe(SHARED_START_S);
    expect(snapshot.time).toBeGreaterThanOrEqual(SHARED_START_S);
    // Used once: the address drops it, so the next video played starts where it should.
    expect(new URL(page.url()).searchParams.has('t')).toBe(false);
  });

  test('the shared start is used once: the addresses after the player closes have no ?t=', async ({ page }) => {
    const shared = await sharedVideo(page);
    const ui = await playFrom(page, `/${shared.pathseo}?t=${SHARED_START_S}`, shared);
    await expect.poll(async () => (await fakeSnapshot(page))?.state).toBe('PLAYING');
    // Escape closes the player (PRODUCT §2.5); the next video opened from here must not start at 0:42.
    await page.keyboard.press('Escape');
    await expect(ui.player()).toHaveCount(0);
    expect(new URL(page.url()).searchParams.has('t')).toBe(false);
  });

  test('once the player has played the video, the link can start where it stopped', async ({ page }) => {
    const shared = await sharedVideo(page);
    const ui = await playFrom(page, `/${shared.pathseo}?t=${SHARED_START_S}`, shared);
    // The player saves its position every second (Continue Watching).
    await expect.poll(async () => (await fakeSnapshot(page))?.time ?? 0, { timeout: 10_000 }).toBeGreaterThanOrEqual(SHARED_START_S + 2);
    await page.waitForTimeout(1_500);
    // Escape closes the player (PRODUCT §2.5); its controls may have hidden meanwhile.
    await page.keyboard.press('Escape');
    await expect(ui.player()).toHaveCount(0);

    await openDetails(page, `/${shared.pathseo}`, shared.metadata.title);
    const sheet = new ShareSheet(page);
    await sheet.startTimeOption().check();
    const decoded = await sheet.decodeQrCode();
    expect(decoded).toMatch(new RegExp(`^${ROCK_SHARE_BASE}/${encodeURIComponent(shared.pathseo)}\\?t=\\d+$`));
    expect(Number(new URL(decoded!).searchParams.get('t'))).toBeGreaterThanOrEqual(SHARED_START_S + 1);
  });

  test("the player's Share control shares the moment being watched, and that link starts the player there", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const shared = await sharedVideo(page);
    const ui = await playFrom(page, `/${shared.pathseo}`, shared);
    await expect.poll(async () => (await fakeSnapshot(page))?.state).toBe('PLAYING');
    // Paused, then moved on 30 s with the keys: the moment is known to the second.
    await page.keyboard.press('Space');
    await expect.poll(async () => (await fakeSnapshot(page))?.state).toBe('PAUSED');
    for (let step = 0; step < SEEK_STEPS; step += 1) await page.keyboard.press('ArrowRight');
    const moment = Math.floor((await fakeSnapshot(page))!.time);
    expect(moment).toBeGreaterThanOrEqual(SEEK_STEPS * SEEK_STEP_S);

    // Reached from the keyboard like the other controls.
    await ui.playerButton('Share').focus();
    await page.keyboard.press('Enter');
    const sheet = new ShareSheet(page, 'player-share');
    await expect(sheet.startTimeOption()).toBeChecked();
    const link = `${ROCK_SHARE_BASE}/${encodeURIComponent(shared.pathseo)}?t=${moment}`;
    expect(await sheet.facebookSharedUrl()).toBe(link);
    expect(await sheet.decodeQrCode()).toBe(link);
    await sheet.copyLink().click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The copied link, opened: the player starts at that second.
    const opened = await openDetails(page, new URL(link).pathname + new URL(link).search, shared.metadata.title);
    await opened.detailsButton('Play').click();
    await opened.expectPlayerOf(shared.metadata.title);
    await expect.poll(async () => (await fakeSnapshot(page))?.state).toBe('PLAYING');
    expect((await fakeSnapshot(page))!.playerVars['start']).toBe(moment);
  });
});
