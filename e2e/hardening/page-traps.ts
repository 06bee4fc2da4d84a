import type { Page } from '@playwright/test';

/** What a hardening run must never see: a script of the data running, a page crash, a request leaving the machine. */
export interface PageTraps {
  /** Calls of alert/confirm/prompt and of the `onerror` trap, with their first argument. */
  fired(): Promise<string[]>;
  pageErrors: string[];
  foreignRequests: string[];
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);
/** The fake YouTube (support/fake-youtube.ts) answers or refuses these; nothing reaches the network. */
const FAKE_YOUTUBE_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com)$/;

declare global {
  interface Window {
    __xssFired?: string[];
  }
}

/** Call before page.goto. */
export async function installPageTraps(page: Page): Promise<PageTraps> {
  await page.addInitScript(() => {
    const fired: string[] = [];
    window.__xssFired = fired;
    const trap =
      (name: string) =>
      (...args: unknown[]) => {
        fired.push(`${name}(${String(args[0])})`);
        return name === 'prompt' ? null : name === 'confirm' ? false : undefined;
      };
    window.alert = trap('alert') as typeof window.alert;
    window.confirm = trap('confirm') as typeof window.confirm;
    window.prompt = trap('prompt') as typeof window.prompt;
    // A handler that runs but calls something else still shows here when it throws.
    window.addEventListener('error', (event) => {
      if (event.target !== window) return;
      fired.push(`onerror(${event.message})`);
    });
  });
  const pageErrors: string[] = [];
  const foreignRequests: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    if (!LOCAL_HOSTS.has(url.hostname) && !FAKE_YOUTUBE_HOSTS.test(url.hostname)) foreignRequests.push(request.url());
  });
  return {
    fired: () => page.evaluate(() => [...(window.__xssFired ?? [])]),
    pageErrors,
    foreignRequests,
  };
}
