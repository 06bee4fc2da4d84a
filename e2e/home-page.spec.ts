import { expect, test, type Page } from '@playwright/test';
import { API_ERROR_MESSAGES } from '@vitrine/catalog/api-errors';
import { THEME_CODES, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { getTheme } from '@vitrine/catalog/themes/themes';
import { crc32, deflateSync } from 'node:zlib';
import { HomePage } from './pages/home-page.ts';
import { countVideoListRequests, HomeRows, isVideoListResponse } from './pages/home-rows.ts';
import { imagesInViewport, waitForImagesToSettle } from './support/screenshots.ts';
import { E2E_API_KEY, themeUrl } from './support/test-server.ts';

const LOADING_TEXT = 'Chargement des vidéos...';
const INVITE_LINK_TEXT = 'Want to join the platform?';
const BASE_ROW_TITLES = ['Trending', 'Popular', 'New Releases'] as const;
/** The demo catalogue gives every theme 4 videos from the last 2 days. */
const DEMO_LATEST_COUNT = 4;
const ROW_SCROLL_STEP_PX = 400;
/** Longer than the search debounce (300 ms, PRODUCT §9.1, §10.9): any refetch it causes has started by then. */
const SEARCH_SETTLE_MS = 1_000;

const PORTS: readonly (readonly [number, ThemeId])[] = [
  [3001, 'rock'],
  [3002, 'latino'],
  [3003, 'standup'],
  [3005, 'spkombat'],
];

/** The rows of a theme whose every label has videos, with empty Continue Watching and My List. */
function rowTitlesOf(themeId: ThemeId): string[] {
  return [`Dernières vidéos publiées (${DEMO_LATEST_COUNT})`, ...BASE_ROW_TITLES, ...getTheme(themeId).labels.map((entry) => entry.title)];
}

function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

for (const [port, themeId] of PORTS) {
  test(`on ${port} the ${themeId} rows appear in the spec's order with their titles, in the theme's own colours`, async ({ page }) => {
    const home = new HomePage(page);
    const rows = new HomeRows(page);
    await home.goto(port);

    // Continue Watching and My List are empty in a fresh browser, so hidden; every demo label has videos.
    await rows.expectTitles(rowTitlesOf(themeId));

    const primary = (await home.cssVariable('--theme-primary')).toLowerCase();
    expect(primary).toBe(getTheme(themeId).primary_color.toLowerCase());
    const otherPrimaries = PORTS.filter(([, other]) => other !== themeId).map(([, other]) => getTheme(other).primary_color.toLowerCase());
    expect(otherPrimaries).not.toContain(primary);
  });
}

test('search narrows the rows and counts the results; an empty term and the clear button bring every row back without a refetch storm', async ({ page, request }) => {
  const themeId = 'standup';
  const label = getTheme(themeId).labels[0]!;
  const answer = await request.get(themeUrl(3003, `/api/blogs?t=${themeId}&label=${label.label}&limit=1`), { headers: { 'x-api-key': E2E_API_KEY } });
  const knownTitle: string = (await answer.json()).data[0].metadata.title;
  const rows = new HomeRows(page);
  const allTitles = rowTitlesOf(themeId);
  await new HomePage(page).goto(3003);
  await rows.expectTitles(allTitles);

  const searchOf = (term: string) => page.waitForResponse((r) => isVideoListResponse(r) && new URL(r.url()).searchParams.get('label') === label.label && new URL(r.url()).searchParams.get('search') === term);

  let answered = searchOf(knownTitle);
  await rows.searchBox().fill(knownTitle);
  await answered;
  await expect(rows.byTitle(`${label.title} (1 result)`)).toBeVisible();
  await rows.expectResultCounts();
  expect(await rows.titles().count()).toBeLessThan(allTitles.length);

  answered = searchOf(label.title);
  await rows.searchBox().fill(label.title);
  await answered;
  await expect(rows.byTitle(new RegExp(`^${label.title} \\([2-9]\\d* results\\)$`))).toBeVisible();
  await rows.expectResultCounts();

  await rows.searchBox().fill('   ');
  await rows.expectTitles(allTitles);

  answered = searchOf(knownTitle);
  await rows.searchBox().fill(knownTitle);
  await answered;
  await expect(rows.byTitle(`${label.title} (1 result)`)).toBeVisible();
  const requests = countVideoListRequests(page);
  await rows.clearSearchButton().click();
  await expect(rows.searchBox()).toHaveValue('');
  await rows.expectTitles(allTitles);
  // Timing is the behaviour here: the debounced refetch would have started by now.
  await page.waitForTimeout(SEARCH_SETTLE_MS);
  expect(requests.count()).toBeLessThanOrEqual(allTitles.length);
});

test("searching 'wmb' on rock shows the videos of the channels named after the theme code, each row counting the server's matches", async ({ page, request }) => {
  const term = THEME_CODES.rock;
  const musicVideo = getTheme('rock').labels.find((entry) => entry.label === `${term}MusicVideo`)!;
  const totalOf = async (query: string): Promise<number> => {
    const answer = await request.get(themeUrl(3001, `/api/blogs?t=${term}&search=${term}&limit=1&${query}`), { headers: { 'x-api-key': E2E_API_KEY } });
    return (await answer.json()).pagination.totalDocs;
  };
  const total = await totalOf('orderfields=trending');
  const musicVideoTotal = await totalOf(`label=${musicVideo.label}`);
  expect(musicVideoTotal).toBeGreaterThan(0);
  const rows = new HomeRows(page);
  await new HomePage(page).goto(3001);
  await rows.expectTitles(rowTitlesOf('rock'));

  const answered = page.waitForResponse((r) => isVideoListResponse(r) && new URL(r.url()).searchParams.get('search') === term);
  await rows.searchBox().fill(term);
  await answered;
  for (const title of BASE_ROW_TITLES) {
    const row = rows.byTitle(`${title} (${total} results)`);
    await expect(rows.cards(row).first()).toBeVisible();
    // More matches than one page of cards: the title counts the server's, not the cards loaded.
    expect(await rows.cards(row).count()).toBeLessThan(total);
  }
  await expect(rows.cards(rows.byTitle(`${musicVideo.title} (${musicVideoTotal} result${musicVideoTotal === 1 ? '' : 's'})`))).toHaveCount(musicVideoTotal);
  await rows.expectResultCounts();
});

test('an arrow scrolls its row by 400 px', async ({ page }) => {
  const rows = new HomeRows(page);
  await new HomePage(page).goto(3003);
  const trending = rows.byTitle('Trending');
  await expect(rows.cards(trending)).not.toHaveCount(0);
  expect(await rows.scrollLeftOf(trending)).toBe(0);

  await rows.arrow('Trending', 'right').click();
  await expect.poll(() => rows.scrollLeftOf(trending)).toBe(ROW_SCROLL_STEP_PX);

  await rows.arrow('Trending', 'left').click();
  await expect.poll(() => rows.scrollLeftOf(trending)).toBe(0);
});

test('a row whose cards fit the screen has no arrow; one that overflows has its right arrow', async ({ page }) => {
  const rows = new HomeRows(page);
  await new HomePage(page).goto(3001);
  const latestTitle = `Dernières vidéos publiées (${DEMO_LATEST_COUNT})`;
  const latest = rows.byTitle(latestTitle);
  // The latest row's 4 cards take ~930 of the 1440 px: there is nothing to scroll to.
  await expect(rows.cards(latest)).toHaveCount(DEMO_LATEST_COUNT);
  await latest.hover();
  await expect(rows.arrow(latestTitle, 'right')).toHaveCount(0);
  await rows.byTitle('Trending').hover();
  await expect(rows.arrow('Trending', 'right')).toBeVisible();
});

test('past 24 px of scroll the header gets a solid background, and loses it back at the top', async ({ page }) => {
  await new HomePage(page).goto(3001);
  const header = page.getByTestId('site-header');
  const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
  const TRANSPARENT = 'rgba(0, 0, 0, 0)';
  expect(await background()).toBe(TRANSPARENT);

  await page.evaluate(() => window.scrollTo(0, 20));
  await page.waitForTimeout(400); // the header's colour transition, had it started
  expect(await background()).toBe(TRANSPARENT);

  await page.evaluate(() => window.scrollTo(0, 200));
  await expect.poll(background).not.toBe(TRANSPARENT);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(background).toBe(TRANSPARENT);
});

test('with the API answering 503 the fallback rows show and no uncaught page error occurs', async ({ page }) => {
  const errors = collectPageErrors(page);
  const rows = new HomeRows(page);
  await new HomePage(page).goto(3001);
  await expect(page.getByTestId('hero')).toBeVisible();
  // The first screen comes with the page; a theme switch is the browser's own load of every row.
  await page.route((url) => url.pathname === '/api/blogs', (route) => route.fulfill({ status: 503, json: { error: 'Service Unavailable' } }));
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('latino');

  // After the client's three attempts (1 s + 2 s apart) the sample series and films stand in.
  await rows.expectTitles([...BASE_ROW_TITLES, 'Continue Watching', 'My List']);
  await expect(page.getByRole('alert')).toContainText(API_ERROR_MESSAGES.server);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome to ${getTheme('latino').name}` })).toBeVisible();
  for (const title of [...BASE_ROW_TITLES, 'My List']) await expect(rows.cards(rows.byTitle(title))).not.toHaveCount(0);
  await expect(rows.byTitle('Continue Watching').getByRole('progressbar')).not.toHaveCount(0);
  expect(errors).toEqual([]);
});

test(`the invite link '${INVITE_LINK_TEXT}' is on the stand-up port 3003 and not on 3002`, async ({ page }) => {
  const home = new HomePage(page);
  const inviteLink = page.getByRole('button', { name: INVITE_LINK_TEXT, exact: true });

  await home.goto(3003);
  await expect(inviteLink).toBeVisible();

  await home.goto(3002);
  await expect(page.getByRole('searchbox', { name: 'Search videos' })).toBeVisible();
  await expect(inviteLink).toHaveCount(0);
});

test(`'${LOADING_TEXT}' shows while the first data loads, then goes`, async ({ page }) => {
  const rows = new HomeRows(page);
  await new HomePage(page).goto(3001);
  await expect(page.getByTestId('hero')).toBeVisible();
  // The server renders the first screen with its data: the rows load in the browser after a theme switch.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/blogs',
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('standup');

  await expect(page.getByText(LOADING_TEXT)).toBeVisible();
  release();
  await expect(page.getByText(LOADING_TEXT)).toHaveCount(0);
  await expect(rows.cards().first()).toBeVisible();
});

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** A grey PNG of the given size: a stand-in thumbnail that decodes for real. */
function solidPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  // Each scanline: filter byte 0, then one grey byte per pixel.
  const scanline = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x80)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => scanline));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** A real thumbnail-sized image, so the thumbnails that load really decode (a 1×1 one reads naturalWidth 0 through srcset). */
const THUMBNAIL_PNG = solidPng(320, 180);

test('no image is ever broken: a failed thumbnail becomes the generated poster, and cards keep their 16:9 box while images settle', async ({ page }) => {
  // The thumbnail host, made deterministic: about half the videos have a thumbnail, the others answer 404.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('https://i.ytimg.com/**', async (route) => {
    await released;
    const videoId = new URL(route.request().url()).pathname.split('/')[2] ?? '';
    const hasThumbnail = [...videoId].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 2 === 0;
    await (hasThumbnail ? route.fulfill({ contentType: 'image/png', body: THUMBNAIL_PNG }) : route.fulfill({ status: 404 }));
  });
  const rows = new HomeRows(page);
  // Not until `load`: the server-rendered page's images hold it back, and this test holds them.
  // DOMContentLoaded waits for the stylesheet (the scripts wait for it), so the card measured is styled.
  await page.goto(themeUrl(3003), { waitUntil: 'domcontentloaded' });
  const card = rows.cards(rows.byTitle('Trending')).first();
  await expect(card).toBeVisible();
  const before = await card.boundingBox();

  release();
  await waitForImagesToSettle(page);
  const after = await card.boundingBox();
  expect(after).toEqual(before);
  expect(after!.width / after!.height).toBeCloseTo(16 / 9, 1);

  const images = await imagesInViewport(page);
  expect(images.broken).toBe(0);
  expect(images.loaded).toBeGreaterThan(1);
  const cardsWithoutImage = await rows.cards().evaluateAll((cards) => cards.filter((c) => c.getBoundingClientRect().top < innerHeight && !c.querySelector('img') && c.querySelector('[data-testid="generated-poster"]')).length);
  expect(cardsWithoutImage).toBeGreaterThan(0);
});
