import { get } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { THEME_CODES, THEME_IDS, THEME_PORTS, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { CatalogueApi } from './pages/details-player.ts';
import { HomePage } from './pages/home-page.ts';
import { themeUrl } from './support/test-server.ts';

/**
 * Issue 9: the server renders the first screen, the browser hydrates it without a mismatch,
 * and a first visit asks the API for almost nothing before the visitor scrolls.
 */
const FIRST_VISIT_API_REQUESTS_MAX = 3;
const SCREENSHOTS = '/tmp';

/** Thumbnails come from YouTube's image host, which this test machine cannot reach: not the page's fault. */
const UNREACHABLE_HOST = 'net::ERR_NAME_NOT_RESOLVED';

/** Every console error or warning and uncaught error of the page, as text. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.text().includes(UNREACHABLE_HOST)) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The page is hydrated once the app's effects ran: the theme's look is applied to the root element. */
async function expectHydrated(page: Page, themeId: ThemeId): Promise<void> {
  await expect.poll(() => new HomePage(page).themeId()).toBe(themeId);
  await page.waitForLoadState('networkidle');
}

for (const themeId of ['rock', 'standup'] as const satisfies readonly ThemeId[]) {
  const port = THEME_PORTS[themeId];

  test(`on ${themeId} the home page hydrates with no console error or warning`, async ({ page }) => {
    const problems = collectProblems(page);
    await new HomePage(page).goto(port);
    await expectHydrated(page, themeId);
    expect(problems).toEqual([]);
  });

  // The server draws a theme's first video page whole and the next ones from it, their details swapped (apps/server video-page-splice.ts): both must hydrate.
  test(`on ${themeId} a deep link hydrates with no console error or warning and opens the video's details`, async ({ browser, request }) => {
    const videos = (await new CatalogueApi(request, port, THEME_CODES[themeId]).list({ orderfields: 'views', orderby: 'desc' })).slice(0, 2);
    if (videos.length < 2) throw new Error(`the demo catalogue has fewer than 2 ${themeId} videos`);
    for (const video of videos) {
      const page = await browser.newPage();
      const problems = collectProblems(page);
      await new HomePage(page).goto(port, `/${video.pathseo}`);
      await expect(page.getByTestId('details-dialog')).toContainText(video.metadata.title);
      await expectHydrated(page, themeId);
      expect(problems).toEqual([]);
      await page.close();
    }
  });
}

test(`a first visit of the rock home page makes at most ${FIRST_VISIT_API_REQUESTS_MAX} API requests before scrolling`, async ({ page }) => {
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
  });
  await new HomePage(page).goto(THEME_PORTS.rock);
  await expectHydrated(page, 'rock');
  await expect(page.getByTestId('hero')).toBeVisible();
  expect(apiRequests.length, apiRequests.join('\n')).toBeLessThanOrEqual(FIRST_VISIT_API_REQUESTS_MAX);

  // The rows below the fold still load through the API as they come near view.
  const lastRow = page.getByTestId('video-row').last();
  await lastRow.scrollIntoViewIfNeeded();
  await expect.poll(() => apiRequests.length).toBeGreaterThan(FIRST_VISIT_API_REQUESTS_MAX);
  await page.screenshot({ path: `${SCREENSHOTS}/ssr-rock-js.png` });
});

test('without JavaScript the home page and a deep link show the first screen the server rendered', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(themeUrl(THEME_PORTS.rock, '/'));
  await expect(page.getByTestId('hero').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-row="trending"]').getByRole('button').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/ssr-rock-nojs.png` });

  const [video] = await new CatalogueApi(request, THEME_PORTS.rock, THEME_CODES.rock).list({ orderfields: 'views', orderby: 'desc' });
  if (!video) throw new Error('the demo catalogue has no rock video');
  await page.goto(themeUrl(THEME_PORTS.rock, `/${video.pathseo}`));
  await expect(page.getByTestId('video-page').getByRole('heading', { level: 1 })).toHaveText(video.metadata.title);
  await page.screenshot({ path: `${SCREENSHOTS}/ssr-rock-video-nojs.png` });
  await context.close();
});

/** The app's scripts the page fetched, and when it painted first, in the page's own timeline. */
function scriptsAndFirstPaint(page: Page) {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));
}

for (const kind of ['home page', 'deep link'] as const) {
  test(`the ${kind}'s app scripts are asked for once its first paint is on screen, and it then hydrates`, async ({ page, request }) => {
    const [video] = await new CatalogueApi(request, THEME_PORTS.rock, THEME_CODES.rock).list({ orderfields: 'views', orderby: 'desc' });
    if (!video) throw new Error('the demo catalogue has no rock video');
    await new HomePage(page).goto(THEME_PORTS.rock, kind === 'home page' ? '/' : `/${video.pathseo}`);
    await expectHydrated(page, 'rock');
    const { firstPaint, scripts } = await scriptsAndFirstPaint(page);
    expect(firstPaint).toBeDefined();
    // The deferred script that asks for them is the only one fetched with the first paint's stylesheet and fonts.
    const [loader, ...app] = scripts;
    expect(loader?.path).toMatch(/^\/assets\/start-after-first-paint-[\w-]+\.js$/);
    expect(app.map((script) => script.path)).toContainEqual(expect.stringMatching(/^\/assets\/start-[\w-]+\.js$/));
    expect(app.filter((script) => script.startTime < (firstPaint ?? 0))).toEqual([]);
  });
}

test("a tap on a card before the app has started opens the card's details once it has", async ({ page }) => {
  // The app's entry is held back until the card is tapped: the tap lands on the server's HTML alone.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-(?!after-first-paint-)[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Not until the load event: the held entry may be part of it.
  await page.goto(themeUrl(THEME_PORTS.rock, '/'), { waitUntil: 'domcontentloaded' });
  const card = page.locator('[data-row="trending"]').getByTestId('video-card').first();
  const title = await card.getByTestId('card-title').textContent();
  await card.click();
  await expect(page.getByTestId('details-dialog')).toHaveCount(0);
  release();
  await expect(page.getByTestId('details-dialog')).toContainText(title ?? '');
});

test('the first paint waits until the server-rendered hero is parsed whole', async ({ request }) => {
  const html = await (await request.get(themeUrl(THEME_PORTS.latino, '/'))).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const expected = /<link rel="expect" href="#([\w-]+)" blocking="render"/.exec(head)?.[1];
  expect(expected).toBeDefined();
  // The expected element is the hero, so the paint holds it whole and no more of the page.
  expect(html).toMatch(new RegExp(`<section id="${expected}"[^>]*data-testid="hero"`));
});

/** TCP's first congestion window (RFC 6928: 10 segments of 1,460 bytes): what a server sends before the client's first acknowledgement. */
const FIRST_WINDOW_BYTES = 10 * 1_460;

/** The bytes of a page's answer as it goes on the wire: status line, headers and body, compressed as a browser asks. */
function answerBytes(url: string): Promise<{ encoding: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (answer) => {
      const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`];
      for (let i = 0; i < answer.rawHeaders.length; i += 2) lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
      const headerBytes = Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
      let bodyBytes = 0;
      answer.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      answer.on('end', () => resolve({ encoding: answer.headers['content-encoding'], bytes: headerBytes + bodyBytes }));
      answer.on('error', reject);
    }).on('error', reject);
  });
}

// A first visit waits one more round trip for each window its page overflows (150 ms on Lighthouse's mobile link).
test('each theme’s home page, headers and compressed HTML, fits in TCP’s first congestion window', async () => {
  for (const themeId of THEME_IDS) {
    const { encoding, bytes } = await answerBytes(themeUrl(THEME_PORTS[themeId], '/'));
    expect(encoding, themeId).toBe('br');
    expect(bytes, themeId).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
  }
});
