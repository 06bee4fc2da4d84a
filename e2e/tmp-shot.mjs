import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const url = process.argv[2];
for (const js of [false, true]) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: js, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/exp/video-page-js-${js}.png` });
  if (!js) await page.screenshot({ path: `/tmp/exp/video-page-full.png`, fullPage: true });
  await context.close();
}
await browser.close();
