import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** Where the site loads the IFrame API from; the fake answers at exactly this address. */
export const IFRAME_API_URL = 'https://www.youtube.com/iframe_api';
const FAKE_API_PATH = fileURLToPath(new URL('../fixtures/fake-youtube-iframe-api.js', import.meta.url));
/** YouTube's script, embed and thumbnail hosts: nothing may leave the machine. */
const YOUTUBE_HOSTS = /^https?:\/\/([^/]+\.)?(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com)\//;

export interface FakeYouTubeConfig {
  duration?: number;
  durations?: Record<string, number>;
  errorOnLoad?: Record<string, number>;
  readyDelayMs?: number;
}

export type FakeState = 'UNSTARTED' | 'ENDED' | 'PLAYING' | 'PAUSED' | 'BUFFERING' | 'CUED';

export interface FakeSnapshot {
  videoId: string;
  state: FakeState;
  time: number;
  duration: number;
  muted: boolean;
  volume: number;
  host: string;
  playerVars: Record<string, unknown>;
}

export interface FakeCall {
  videoId: string;
  method: string;
  args: unknown[];
}

interface FakeYouTubeHooks {
  snapshot(): FakeSnapshot | null;
  end(): void;
  error(code: number): void;
  calls: FakeCall[];
  players: unknown[];
}

declare global {
  interface Window {
    __fakeYT?: FakeYouTubeHooks;
    __fakeYTConfig?: FakeYouTubeConfig;
  }
}

/** Serves the fake IFrame API at the real address and refuses every other YouTube request. Call before page.goto. */
export async function installFakeYouTube(page: Page, config: FakeYouTubeConfig = {}): Promise<void> {
  await page.addInitScript((fakeConfig) => {
    window.__fakeYTConfig = fakeConfig;
  }, config);
  await page.route(YOUTUBE_HOSTS, (route) => {
    const url = new URL(route.request().url());
    if (`${url.origin}${url.pathname}` === IFRAME_API_URL) return route.fulfill({ path: FAKE_API_PATH, contentType: 'text/javascript' });
    return route.abort('blockedbyclient');
  });
}

/** The current player's state, or null when no player is live. */
export function fakeSnapshot(page: Page): Promise<FakeSnapshot | null> {
  return page.evaluate(() => (window.__fakeYT ? window.__fakeYT.snapshot() : null));
}

export function fakeCalls(page: Page): Promise<FakeCall[]> {
  return page.evaluate(() => (window.__fakeYT ? [...window.__fakeYT.calls] : []));
}

/** The current player reaches its end (ENDED). */
export function fakeEnd(page: Page): Promise<void> {
  return page.evaluate(() => {
    if (!window.__fakeYT) throw new Error('The fake YouTube IFrame API is not loaded');
    window.__fakeYT.end();
  });
}

/** The current player fails with an onError code. */
export function fakeError(page: Page, code: number): Promise<void> {
  return page.evaluate((errorCode) => {
    if (!window.__fakeYT) throw new Error('The fake YouTube IFrame API is not loaded');
    window.__fakeYT.error(errorCode);
  }, code);
}
