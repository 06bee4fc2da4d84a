import { expect, test, type Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { HomePage } from './pages/home-page.ts';
import { HomeRows } from './pages/home-rows.ts';

/**
 * The JavaScript a first visit of the home page fetches before it is idle, gzipped. Issue 9 aims
 * at 90 KB; this is the ceiling the page keeps (110.2 KB measured, docs/PERFORMANCE.md says what
 * it holds and why React 19 and the router leave no room for 90), so any growth fails.
 */
const MAX_STARTUP_JS_GZIP_BYTES = 111 * 1024;
/** One of react-router's developer warnings: its development build ships them (vite.config.ts takes the production one). */
const ROUTER_DEVELOPER_WARNING = 'You rendered descendant <Routes>';
/** The overlays that open on a click, a hover or a first toast, each a chunk of its own (PRODUCT §2.1). */
const ON_USE_OVERLAY_CHUNK = /\/assets\/(details-dialog|video-player|invite-popup|sidebar|toaster|sanitize-html|card-preview)-[\w-]{8}\.js$/;
/** A theme's config: the page's own comes inlined in the page config, the others load on a switch. */
const THEME_CONFIG_CHUNK = /\/assets\/(rock|latino|standup|culture-fr|spkombat|brand-fr|brand-en|sport|wildpeaks)-[\w-]{8}\.js$/;

test('the home page starts with no dialog, player, popup, sidebar, toast, card preview or theme-config code, no developer warnings, and no more JavaScript than its ceiling', async ({ page }) => {
  test.setTimeout(60_000);
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  const rows = new HomeRows(page);
  await new HomePage(page).goto(3001);
  await expect(rows.cards(rows.byKey('trending')).first()).toBeAttached({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');

  const bodies = await Promise.all(scripts.map(async (response) => ({ url: new URL(response.url()).pathname, body: await response.body() })));
  expect(bodies.filter(({ body }) => body.includes(ROUTER_DEVELOPER_WARNING)).map(({ url }) => url)).toEqual([]);
  const sizes = bodies.map(({ url, body }) => ({ url, gzipBytes: gzipSync(body).length }));
  expect(sizes.map((script) => script.url).filter((url) => ON_USE_OVERLAY_CHUNK.test(url) || THEME_CONFIG_CHUNK.test(url))).toEqual([]);
  const total = sizes.reduce((sum, script) => sum + script.gzipBytes, 0);
  test.info().annotations.push({ type: 'start-up JS, gzipped bytes', description: `${total} in ${sizes.length} scripts: ${sizes.map((script) => `${script.url} ${script.gzipBytes}`).join(', ')}` });
  expect(total, JSON.stringify(sizes, null, 1)).toBeLessThanOrEqual(MAX_STARTUP_JS_GZIP_BYTES);
});
