import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ApiVideo } from '@vitrine/catalog/api-schemas';
import { THEME_CODES, THEME_PORTS } from '@vitrine/catalog/themes/theme-ids';
import { getTheme } from '@vitrine/catalog/themes/themes';
import { CatalogueApi, DetailsPlayer } from './pages/details-player.ts';
import { HomePage } from './pages/home-page.ts';
import { HomeRows } from './pages/home-rows.ts';
import { renderInBrowserOnly } from './support/first-screen.ts';
import { fakeCalls, fakeEnd, fakeError, fakeSnapshot, installFakeYouTube } from './support/fake-youtube.ts';
import { themeUrl } from './support/test-server.ts';

const ROCK_PORT = 3001;
/** spkombat: another look for the screenshots. */
const SECOND_THEME_PORT = 3005;
const ROCK = getTheme('rock');
const SEEK_STEP_S = 10;
const CONTROLS_HIDE_MS = 3_000;
/** Long enough for a few progress ticks, far from the end of the fake's 120 s videos. */
const WATCHED_MS = 30_000;
const SCREENSHOTS_DIR = fileURLToPath(new URL('./test-results/screenshots/', import.meta.url));

const XSS_PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '<a href="javascript:window.__xss=1">x</a>',
  '<svg onload="window.__xss=1"><circle r="1"></circle></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<img src=y onerror="alert(1)">',
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
];
const SAFE_LINK_TEXT = 'safe link';
const XSS_DESCRIPTION = ['A <b>hostile</b> description.', ...XSS_PAYLOADS, `<a href="https://example.com/safe">${SAFE_LINK_TEXT}</a>`].join('\n');

declare global {
  interface Window {
    __xss?: unknown;
  }
}

function rockApi(request: APIRequestContext): CatalogueApi {
  return new CatalogueApi(request, ROCK_PORT, THEME_CODES.rock);
}

let trending: ApiVideo | undefined;

/** A video the home page shows in its Trending row (asked once: the API is rate limited). */
async function trendingVideo(request: APIRequestContext): Promise<ApiVideo> {
  [trending] = trending ? [trending] : await rockApi(request).list({ orderfields: 'trending', orderby: 'desc' });
  if (!trending) throw new Error('The demo catalogue has no trending video');
  return trending;
}

async function openHome(page: Page, port = ROCK_PORT, path = '/'): Promise<DetailsPlayer> {
  const home = new HomePage(page);
  await home.goto(port, path);
  await home.expectLoaded();
  return new DetailsPlayer(page);
}

/** Opens the video's details through its address, then plays it. */
async function playByDeepLink(page: Page, video: ApiVideo): Promise<DetailsPlayer> {
  const ui = await openHome(page, ROCK_PORT, `/${video.pathseo}`);
  await ui.expectDetailsOf(video.metadata.title);
  await ui.detailsButton('Play').click();
  await ui.expectPlayerOf(video.metadata.title);
  await expect.poll(async () => (await fakeSnapshot(page))?.state).toBe('PLAYING');
  return ui;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('details dialog', () => {
  test.beforeEach(async ({ page }) => installFakeYouTube(page));

  test('opens from a card with its actions, and gives focus back to the card', async ({ page, request }) => {
    const video = await trendingVideo(request);
    const ui = await openHome(page);
    const card = ui.card(video.metadata.title, page.locator('[data-testid="video-row"][data-row="trending"]'));

    await card.click();
    await ui.expectDetailsOf(video.metadata.title);
    for (const network of ['Facebook', 'WhatsApp', 'LinkedIn']) {
      await expect(ui.details().getByRole('link', { name: `Share on ${network}`, exact: true })).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(ui.detailsButton('Copier le lien')).toBeVisible();
    await expect(ui.details().getByTestId('all-genres')).not.toBeEmpty();
    const myList = ui.detailsButton('My List');
    await expect(myList).toHaveAttribute('aria-pressed', 'false');
    await myList.click();
    await expect(myList).toHaveAttribute('aria-pressed', 'true');

    await ui.detailsButton('Close').click();
    await expect(ui.details()).toHaveCount(0);
    await expect(card).toBeFocused();
    expect(ui.pathname()).toBe('/');
    await expect(ui.card(video.metadata.title, page.locator('[data-testid="video-row"][data-row="myList"]'))).toBeVisible();
  });

  test('a card whose description the page left out (issue 9) opens with it, loaded once from the API', async ({ page, request }) => {
    const hero = await trendingVideo(request);
    const popular = await rockApi(request).list({ orderfields: 'views', orderby: 'desc' });
    const video = popular.find((each) => each._id !== hero._id && each.metadata.description.trim() !== '');
    if (!video) throw new Error('The demo catalogue has no popular video with a description besides the hero');
    const loads: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/api/blog/')) loads.push(sent.url());
    });
    const ui = await openHome(page);
    const card = ui.card(video.metadata.title, page.locator('[data-testid="video-row"][data-row="popular"]'));
    // The first words of its first line, as the dialog draws them (markup gone; a line break is a <br>).
    const words = (video.metadata.description.split('\n')[0] ?? '').replace(/<[^>]*>/g, ' ').split(/\s+/).filter(Boolean).slice(0, 4).join(' ');

    for (const time of [1, 2]) {
      await card.click();
      await ui.expectDetailsOf(video.metadata.title);
      await expect(ui.details().getByTestId('description-loading')).toHaveCount(0);
      await expect(ui.details()).toContainText(words);
      expect(loads, `opening ${time}`).toHaveLength(1);
      await ui.detailsButton('Close').click();
      await expect(ui.details()).toHaveCount(0);
    }
    expect(new URL(loads[0]!).pathname).toBe(`/api/blog/${video.pathseo}`);
  });

  test("opens from the hero's More Info", async ({ page }) => {
    const ui = await openHome(page);
    const title = (await ui.hero().getByRole('heading').first().textContent())?.trim() ?? '';
    expect(title).not.toBe('');

    await ui.hero().getByRole('button', { name: 'More Info', exact: true }).click();
    await ui.expectDetailsOf(title);
  });

  test('while it is open, nothing of the page behind can be pointed at: every point outside the dialog is its overlay', async ({ page }) => {
    const ui = await openHome(page);
    await ui.hero().getByRole('button', { name: 'More Info', exact: true }).click();
    await expect(ui.details()).toBeVisible();
    // The page keeps its own pointer-events under a modal (styles/index.css): the overlay is what stops a pointer.
    const pointsOnThePage = await page.evaluate(() => {
      const dialog = document.querySelector('[data-testid="details-dialog"]');
      const overlay = document.querySelector('[data-testid="details-overlay"]');
      const misses: string[] = [];
      for (let x = 1; x < window.innerWidth; x += 32) {
        for (let y = 1; y < window.innerHeight; y += 32) {
          const hit = document.elementFromPoint(x, y);
          if (hit !== overlay && !dialog?.contains(hit)) misses.push(`${x},${y}: ${hit?.outerHTML.slice(0, 80) ?? 'nothing'}`);
        }
      }
      return misses;
    });
    expect(pointsOnThePage).toEqual([]);
  });

  const closers: [string, (ui: DetailsPlayer) => Promise<void>][] = [
    ['X', (ui) => ui.detailsButton('Close').click()],
    ['Escape', (ui) => ui.page.keyboard.press('Escape')],
    // Left of the centred dialog, on the backdrop.
    ['a backdrop click', (ui) => ui.page.mouse.click(8, 450)],
  ];
  for (const [closer, close] of closers) {
    test(`opens from a deep link; ${closer} closes it and resets the address to /`, async ({ page, request }) => {
      // The label's oldest video is not among the loaded rows: the page fetches it by its pathseo.
      const [oldest] = await rockApi(request).list({ label: ROCK.labels[0]!.label, limit: 100, orderfields: 'created', orderby: 'asc' });
      const path = `/${oldest!.pathseo}`;
      const ui = await openHome(page, ROCK_PORT, path);
      await ui.expectDetailsOf(oldest!.metadata.title);
      expect(ui.pathname()).toBe(path);

      await close(ui);
      await expect(ui.details()).toHaveCount(0);
      await expect.poll(() => ui.pathname()).toBe('/');
      await expect(ui.hero()).toBeVisible();
    });
  }

  test('Play pushes /{titleSeo} and opens the player on the privacy-enhanced host', async ({ page, request }) => {
    const video = await trendingVideo(request);
    const ui = await openHome(page);
    await ui.card(video.metadata.title).click();
    await ui.expectDetailsOf(video.metadata.title);

    await page.screenshot({ path: `${SCREENSHOTS_DIR}details-${ROCK_PORT}.png` });
    await ui.detailsButton('Play').click();
    await ui.expectPlayerOf(video.metadata.title);
    expect(ui.pathname()).toBe(`/${video.metadata.titleSeo}`);
    await expect.poll(async () => (await fakeSnapshot(page))?.state).toBe('PLAYING');
    await page.screenshot({ path: `${SCREENSHOTS_DIR}player-${ROCK_PORT}.png` });
    const snapshot = await fakeSnapshot(page);
    expect(snapshot?.videoId).toBe(video.metadata.videoId);
    expect(snapshot?.host).toBe('https://www.youtube-nocookie.com');
  });

  test("an unknown deep link shows the home page and the toast 'Content not found.'", async ({ page }) => {
    const ui = await openHome(page, ROCK_PORT, '/no-such-video-anywhere-0000');
    await expect(page.getByText('Content not found.', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(ui.hero()).toBeVisible();
    await expect(ui.details()).toHaveCount(0);
  });

  test("a deep link to another theme's video is not found on this site: HTTP 404, the toast, no dialog", async ({ page, request }) => {
    const [latinoVideo] = await new CatalogueApi(request, THEME_PORTS.latino, THEME_CODES.latino).list({ limit: 1 });
    const path = `/${latinoVideo!.pathseo}`;
    const response = await page.goto(themeUrl(ROCK_PORT, path));
    expect(response?.status()).toBe(404);
    const ui = new DetailsPlayer(page);
    await expect(page.getByText('Content not found.', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(ui.details()).toHaveCount(0);
    expect(ui.pathname()).toBe('/');
  });

  test('closing the dialog keeps ?theme= in the address, so a reload shows the same theme', async ({ page }) => {
    const ui = await openHome(page, ROCK_PORT, '/?theme=latino');
    const home = new HomePage(page);
    await expect.poll(() => home.themeId()).toBe('latino');
    const card = page.getByTestId('video-card').first();
    await card.click();
    await ui.expectDetailsOf(await HomeRows.cardTitle(card));
    await page.keyboard.press('Escape');
    await expect(ui.details()).toHaveCount(0);
    await expect.poll(() => ui.search()).toBe('?theme=latino');

    await page.reload();
    await home.expectLoaded();
    expect(await home.themeId()).toBe('latino');
  });

  test('with a toast showing, one Escape closes the dialog and the toast', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const video = await trendingVideo(request);
    const ui = await openHome(page, ROCK_PORT, `/${video.pathseo}`);
    await ui.expectDetailsOf(video.metadata.title);
    await ui.detailsButton('Copier le lien').click();
    const toast = ui.toast(/lien/i);
    await expect(toast).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(ui.details()).toHaveCount(0);
    await expect(toast).toHaveCount(0);
    await expect.poll(() => ui.pathname()).toBe('/');
  });

  test('a deeper path is a real not-found page with HTTP 404, which loads none of the home page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(themeUrl(ROCK_PORT, '/a/b'));
    expect(response?.status()).toBe(404);
    // The server's page or the app's themed one: either way a 404 heading, a way home, and no catalogue.
    await expect(page.getByRole('heading', { level: 1, name: /^(404|Page not found)$/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).first()).toHaveAttribute('href', '/');
    await expect(page.getByTestId('video-row')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/not-found-route-[\w-]+\.js$/));
    expect(scripts.filter((path) => path.includes('home-route'))).toEqual([]);
  });

  test('a description full of XSS payloads runs no script', async ({ page, request }) => {
    const video = await trendingVideo(request);
    const pageErrors: Error[] = [];
    const dialogs: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // A real answer from the server, with one video's description swapped for the payloads; the
    // page renders in the browser, so the card comes from that answer, not the inlined first screen.
    await renderInBrowserOnly(page);
    await page.route(/\/api\/blogs?(\/|\?|$)/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: ApiVideo[] | ApiVideo };
      const videos = Array.isArray(body.data) ? body.data : [body.data];
      for (const entry of videos) {
        if (entry._id === video._id) entry.metadata.description = XSS_DESCRIPTION;
      }
      await route.fulfill({ status: response.status(), json: body });
    });

    const ui = await openHome(page);
    await ui.card(video.metadata.title).click();
    await ui.expectDetailsOf(video.metadata.title);
    const details = ui.details();
    const safeLink = details.getByRole('link', { name: SAFE_LINK_TEXT, exact: true });
    await expect(safeLink).toHaveAttribute('target', '_blank');
    await expect(safeLink).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(details.locator('script, iframe, img[onerror], svg:not([aria-hidden="true"]), math, form, [onload], [onerror]')).toHaveCount(0);
    await expect(details.locator('[href^="javascript" i], [src^="javascript" i], [action]')).toHaveCount(0);

    await details.getByText('x', { exact: true }).click();
    // A round trip through the page, so any handler the click queued has run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(await page.evaluate(() => window.__xss)).toBeUndefined();
    expect(pageErrors).toEqual([]);
    expect(dialogs).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

const DIALOG_VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
];
const DIALOG_TITLES = {
  'one-line': 'Short title',
  long: 'A very long video title that cannot fit on one line, not even on a wide screen, so it wraps onto several lines of the dialog',
};

/** Real answers from the server, with one video's metadata changed; the page renders from the API's answers, not the inlined first screen. */
async function rewrite(page: Page, video: ApiVideo, change: (metadata: ApiVideo['metadata']) => void): Promise<void> {
  await renderInBrowserOnly(page);
  await page.route(/\/api\/blogs?(\/|\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: ApiVideo[] | ApiVideo };
    for (const entry of Array.isArray(body.data) ? body.data : [body.data]) {
      if (entry._id === video._id) change(entry.metadata);
    }
    await route.fulfill({ status: response.status(), json: body });
  });
}

const retitle = (page: Page, video: ApiVideo, title: string) => rewrite(page, video, (metadata) => (metadata.title = title));

test.describe('details dialog layout', () => {
  test.beforeEach(async ({ page }) => installFakeYouTube(page));

  for (const viewport of DIALOG_VIEWPORTS) {
    for (const [length, title] of Object.entries(DIALOG_TITLES)) {
      const size = `${viewport.width}x${viewport.height}`;
      test(`at ${size} with a ${length} title, every part of the dialog is visible, on top and clickable`, async ({ page, request }) => {
        const video = await trendingVideo(request);
        await page.setViewportSize(viewport);
        await retitle(page, video, title);
        const ui = await openHome(page, ROCK_PORT, `/${video.pathseo}`);
        await ui.expectDetailsOf(title);
        await page.screenshot({ path: `${SCREENSHOTS_DIR}details-${size}-${length}.png` });

        for (const [name, part] of Object.entries(ui.detailsParts())) {
          await expect(part, name).toBeVisible();
          expect(await ui.isOnTopAtItsCentre(part), `${name} is covered`).toBe(true);
          // A trial click runs Playwright's checks (visible, stable, receives the pointer) without clicking.
          await part.click({ trial: true, timeout: 2_000 });
        }
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      });
    }
  }

  test('a long description shows its first lines and Show more, which shows the rest; the dialog is described by all of it', async ({ page, request }) => {
    const video = await trendingVideo(request);
    await page.setViewportSize({ width: 390, height: 844 });
    const lines = Array.from({ length: 30 }, (_, index) => `Line ${index + 1} of a long description, as YouTube channels write them.`);
    await rewrite(page, video, (metadata) => (metadata.description = lines.join('\n')));
    const ui = await openHome(page, ROCK_PORT, `/${video.pathseo}`);
    await ui.expectDetailsOf(video.metadata.title);
    const text = ui.details().getByTestId('details-overview');
    const lineHeight = await text.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    const height = async () => (await text.boundingBox())?.height ?? 0;

    const more = ui.detailsButton('Show more');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(await height()).toBeLessThanOrEqual(5 * lineHeight + 1);
    await expect(ui.details()).toHaveAccessibleDescription(/^Line 1 of .*Line 30 of a long description, as YouTube channels write them\.$/);
    await page.screenshot({ path: `${SCREENSHOTS_DIR}details-390x844-long-description.png` });
    await more.click();
    await expect(ui.detailsButton('Show less')).toHaveAttribute('aria-expanded', 'true');
    expect(await height()).toBeGreaterThan(30 * lineHeight);
    await ui.detailsButton('Show less').click();
    await expect(more).toBeFocused();
    expect(await height()).toBeLessThanOrEqual(5 * lineHeight + 1);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a short description shows whole, with no Show more', async ({ page, request }) => {
    const video = await trendingVideo(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await rewrite(page, video, (metadata) => (metadata.description = 'One short line.'));
    const ui = await openHome(page, ROCK_PORT, `/${video.pathseo}`);
    await ui.expectDetailsOf(video.metadata.title);
    await expect(ui.details()).toHaveAccessibleDescription('One short line.');
    await expect(ui.detailsButton('Show more')).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  // Real descriptions hold links longer than a phone is wide; they once widened the dialog and the page.
  test('a link longer than a phone is wide breaks inside the description: neither the dialog nor the page scrolls sideways', async ({ page, request }) => {
    const video = await trendingVideo(request);
    await page.setViewportSize({ width: 390, height: 844 });
    const link = `https://www.youtube.com/playlist?list=${'PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf'.repeat(3)}`;
    const lines = [`Watch the whole series: <a href="${link}">${link}</a>`, ...Array.from({ length: 8 }, (_, index) => `Line ${index + 2} of a long description.`)];
    await rewrite(page, video, (metadata) => (metadata.description = lines.join('\n')));
    const ui = await openHome(page, ROCK_PORT, `/${video.pathseo}`);
    await ui.expectDetailsOf(video.metadata.title);
    await ui.detailsButton('Show more').click();
    const text = ui.details().getByTestId('details-overview');
    await expect(text.getByRole('link', { name: link })).toBeVisible();
    const overflow = () =>
      page.evaluate(() => ({
        page: document.documentElement.scrollWidth - window.innerWidth,
        dialog: Math.max(...[...document.querySelectorAll('[role="dialog"], [role="dialog"] *')].map((element) => element.scrollWidth - element.clientWidth)),
      }));
    expect(await overflow()).toEqual({ page: 0, dialog: 0 });
    await page.screenshot({ path: `${SCREENSHOTS_DIR}details-390x844-long-link.png` });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('player', () => {
  test('keys: Space toggles play, arrows seek 10 s, M mutes, Escape closes', async ({ page, request }) => {
    await installFakeYouTube(page);
    const video = await trendingVideo(request);
    const ui = await playByDeepLink(page, video);
    const state = async () => (await fakeSnapshot(page))?.state;

    await page.keyboard.press('Space');
    await expect.poll(state).toBe('PAUSED');
    await expect(ui.playerButton('Play')).toBeVisible();
    const pausedAt = (await fakeSnapshot(page))!.time;

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await fakeSnapshot(page))?.time).toBeCloseTo(pausedAt + 2 * SEEK_STEP_S, 3);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await fakeSnapshot(page))?.time).toBeCloseTo(pausedAt + SEEK_STEP_S, 3);
    await expect(ui.player().getByRole('slider', { name: 'Seek', exact: true })).toHaveAttribute('aria-valuenow', String(Math.floor(pausedAt + SEEK_STEP_S)));
    expect((await fakeCalls(page)).filter((call) => call.method === 'seekTo')).toHaveLength(3);

    await page.keyboard.press('Space');
    await expect.poll(state).toBe('PLAYING');
    await expect(ui.playerButton('Pause')).toBeVisible();

    await page.keyboard.press('m');
    await expect.poll(async () => (await fakeSnapshot(page))?.muted).toBe(true);
    await expect(ui.playerButton('Unmute')).toBeVisible();
    await page.keyboard.press('M');
    await expect.poll(async () => (await fakeSnapshot(page))?.muted).toBe(false);
    await expect(ui.playerButton('Mute')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(ui.player()).toHaveCount(0);
  });

  test('the controls sit outside the video, hide after 3 s without mouse movement and come back on movement', async ({ page, request }) => {
    await page.clock.install();
    await installFakeYouTube(page);
    const video = await trendingVideo(request);
    const ui = await playByDeepLink(page, video);

    const videoBox = (await ui.playerVideo().boundingBox())!;
    expect(videoBox.width).toBeGreaterThan(0);
    await expect(ui.playerVideo().getByTestId('fake-youtube-player')).toBeVisible();
    for (const outside of [ui.controls(), ui.playerButton('Close player'), ui.time()]) {
      expect(overlaps((await outside.boundingBox())!, videoBox)).toBe(false);
    }
    expect((await ui.controls().boundingBox())!.y).toBeGreaterThanOrEqual(videoBox.y + videoBox.height);

    // A margin, so a busy machine cannot have passed the pause time already (pauseAt only goes forward);
    // the mouse movement below re-arms the 3 s timer from the paused time.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1_000);
    await page.mouse.move(videoBox.x + videoBox.width / 2, videoBox.y + videoBox.height / 2, { steps: 2 });
    await expect.poll(() => ui.controlsOpacity()).toBe(1);
    await page.clock.runFor(CONTROLS_HIDE_MS - 100);
    expect(await ui.controlsOpacity()).toBe(1);
    await page.clock.runFor(200);
    await expect.poll(() => ui.controlsOpacity()).toBe(0);

    await page.mouse.move(videoBox.x + 20, videoBox.y + 20, { steps: 2 });
    await expect.poll(() => ui.controlsOpacity()).toBe(1);
    await expect(ui.playerButton('Pause')).toBeVisible();
  });

  test('at the end the next video of the same label plays; after the label’s latest the player closes', async ({ page, request }) => {
    await installFakeYouTube(page);
    const api = rockApi(request);
    const pair = await lastTwoLoadedOfALabel(api);
    const ui = await playByDeepLink(page, pair.before);

    await fakeEnd(page);
    await ui.expectPlayerOf(pair.latest.metadata.title);
    await expect.poll(async () => (await fakeSnapshot(page))?.videoId).toBe(pair.latest.metadata.videoId);
    await expect.poll(async () => (await fakeSnapshot(page))?.state).toBe('PLAYING');

    await fakeEnd(page);
    await expect(ui.player()).toHaveCount(0);
  });

  test('Continue Watching resumes where the visitor stopped', async ({ page, request }) => {
    await page.clock.install();
    await installFakeYouTube(page);
    const video = await trendingVideo(request);
    const ui = await playByDeepLink(page, video);

    await page.clock.runFor(WATCHED_MS);
    const watched = (await fakeSnapshot(page))!.time;
    expect(watched).toBeGreaterThanOrEqual(WATCHED_MS / 1000 - 1);
    // The controls hid while nobody moved the mouse.
    const videoBox = (await ui.playerVideo().boundingBox())!;
    await page.mouse.move(videoBox.x + videoBox.width / 2, videoBox.y + videoBox.height / 2, { steps: 2 });
    await ui.playerButton('Close player').click();
    await expect(ui.player()).toHaveCount(0);

    const row = page.locator('[data-testid="video-row"][data-row="continueWatching"]');
    const card = ui.card(video.metadata.title, row);
    await expect(card).toBeVisible();
    await expect(card.getByRole('progressbar')).toBeVisible();
    await card.click();
    // The card may open the details first (like every card) or play straight away.
    const detailsPlay = ui.detailsButton('Play');
    await expect(detailsPlay.or(ui.player())).toBeVisible();
    if (await detailsPlay.isVisible()) await detailsPlay.click();
    await ui.expectPlayerOf(video.metadata.title);
    await expect.poll(async () => (await fakeSnapshot(page))?.videoId).toBe(video.metadata.videoId);
    const resumedAt = (await fakeSnapshot(page))!.time;
    expect(resumedAt).toBeGreaterThanOrEqual(Math.floor(watched) - 1);
    expect(resumedAt).toBeLessThan(watched + 5);
  });

  test('a player error hides the loader and shows a readable message', async ({ page, request }) => {
    // The player never gets ready by itself: the loader stays until the error.
    await installFakeYouTube(page, { readyDelayMs: 600_000 });
    const video = await trendingVideo(request);
    const ui = await openHome(page, ROCK_PORT, `/${video.pathseo}`);
    await ui.expectDetailsOf(video.metadata.title);
    await ui.detailsButton('Play').click();
    await ui.expectPlayerOf(video.metadata.title);
    await expect(ui.loader()).toBeVisible();
    await expect.poll(async () => (await fakeSnapshot(page))?.videoId).toBe(video.metadata.videoId);

    await fakeError(page, 150);
    await expect(ui.loader()).toHaveCount(0);
    await expect(ui.playerMessage()).toHaveText('The owner of this video does not allow it to be played here.');
  });
});

/** The rock screenshots come from the Play test above; this is the second theme. */
test(`screenshots of the details dialog and the player on port ${SECOND_THEME_PORT}`, async ({ page }) => {
  await installFakeYouTube(page);
  const ui = await openHome(page, SECOND_THEME_PORT);
  const card = page.getByTestId('video-card').first();
  const title = await HomeRows.cardTitle(card);
  await card.click();
  await ui.expectDetailsOf(title);
  await page.screenshot({ path: `${SCREENSHOTS_DIR}details-${SECOND_THEME_PORT}.png` });

  await ui.detailsButton('Play').click();
  await ui.expectPlayerOf(title);
  await expect.poll(async () => (await fakeSnapshot(page))?.state).toBe('PLAYING');
  await page.screenshot({ path: `${SCREENSHOTS_DIR}player-${SECOND_THEME_PORT}.png` });
});

/**
 * Two videos of one label that the home page loads (its row shows the 8 last created),
 * the label's latest publication and the one published just before it.
 */
async function lastTwoLoadedOfALabel(api: CatalogueApi): Promise<{ before: ApiVideo; latest: ApiVideo }> {
  for (const { label } of ROCK.labels) {
    const loaded = new Set((await api.list({ label, orderfields: 'created', orderby: 'desc' })).map((video) => video._id));
    const byPublication = await api.list({ label, limit: 100, orderfields: 'publishedAt', orderby: 'asc' });
    const latest = byPublication.at(-1);
    const before = byPublication.at(-2);
    if (latest && before && loaded.has(latest._id) && loaded.has(before._id) && latest.metadata.publishedAt !== before.metadata.publishedAt) {
      return { before, latest };
    }
  }
  throw new Error('No rock label has its two latest publications among its loaded videos');
}
