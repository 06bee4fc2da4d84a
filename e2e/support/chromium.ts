import { existsSync } from 'node:fs';

/** Playwright cannot download its browser here: we drive the system Chromium. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM_PATH)) {
  // CI must never skip the browser tests silently.
  throw new Error(
    `No Chromium at ${CHROMIUM_PATH}. Install one with \`apt-get install -y chromium\` ` +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
