import { expect, test, type Request } from '@playwright/test';
import { DetailsPlayer } from './pages/details-player.ts';
import { HomePage } from './pages/home-page.ts';
import { fakeSnapshot, IFRAME_API_URL, installFakeYouTube } from './support/fake-youtube.ts';

const ROCK_PORT = 3001;
/** The player's hosts: the IFrame API script and the embed. Thumbnails (i.ytimg.com) are images the rows need. */
const YOUTUBE_PLAYER_HOSTS = /^https:\/\/([^/]+\.)?(youtube\.com|youtube-nocookie\.com)\//;

test('the player is click-to-load: no YouTube request before Play, a preconnect on hovering Play, then the IFrame API and a working player', async ({ page }) => {
  // The home page, the dialog and the player chunk load one after another on a possibly busy machine.
  test.setTimeout(60_000);
  await installFakeYouTube(page);
  const youtubeRequests: string[] = [];
  page.on('request', (request: Request) => {
    if (YOUTUBE_PLAYER_HOSTS.test(request.url())) youtubeRequests.push(request.url());
  });
  const preconnects = page.locator('head link[rel="preconnect"][href^="https://www.youtube"]');
  const ui = new DetailsPlayer(page);
  await new HomePage(page).goto(ROCK_PORT);
  const heroPlay = ui.hero().getByRole('button', { name: 'Play', exact: true });
  await expect(heroPlay).toBeVisible({ timeout: 15_000 });
  const title = (await ui.hero().getByRole('heading').first().textContent())?.trim() ?? '';
  await expect(preconnects).toHaveCount(0);

  await heroPlay.hover();
  await expect(preconnects).toHaveCount(2);
  await heroPlay.click();
  await ui.expectDetailsOf(title);
  expect(youtubeRequests).toEqual([]);
  await expect(page.locator(`script[src="${IFRAME_API_URL}"]`)).toHaveCount(0);

  const apiLoaded = page.waitForRequest(IFRAME_API_URL);
  await ui.detailsButton('Play').click();
  await apiLoaded;
  await ui.expectPlayerOf(title);
  await expect.poll(async () => (await fakeSnapshot(page))?.state).toBe('PLAYING');
});
