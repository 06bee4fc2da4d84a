import type { Page } from '@playwright/test';
import type { ApiVideo } from '@vitrine/catalog/api-schemas';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData } from '@vitrine/catalog/first-screen';

/** The server-rendered app and the first-screen data inlined after it (apps/server/src/pages/index-page.ts). */
const SERVER_RENDERED_APP = new RegExp(`<div id="root">[\\s\\S]*?</div><script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">[\\s\\S]*?</script>`);
const FIRST_SCREEN_JSON = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">([\\s\\S]*?)</script>`);

/**
 * The page as the browser alone renders it, with no server-rendered first screen: every row
 * then comes from GET /api/blogs, for tests that reshape the API's answers with page.route.
 * The same app renders it (main.tsx renders an empty #root instead of hydrating it).
 */
export async function renderInBrowserOnly(page: Page): Promise<void> {
  await page.route(
    (url) => !/^\/(api|assets)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(SERVER_RENDERED_APP, '<div id="root"></div>');
      await route.fulfill({ response, body: html });
    },
  );
}

/** Every video a page's HTML inlined with its first screen (rows, a label page's row, the addressed video); none for a page without one. */
export function inlinedVideos(html: string): ApiVideo[] {
  const json = FIRST_SCREEN_JSON.exec(html)?.[1];
  if (json === undefined) return [];
  const data = JSON.parse(json) as FirstScreenData;
  return [...Object.values(data.rows).flatMap((answer) => answer.data ?? []), ...(data.label?.row.data ?? []), ...(data.video ? [data.video] : [])];
}
