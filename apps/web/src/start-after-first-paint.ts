/**
 * The app's scripts are asked for once the server-rendered first screen is on screen, so that
 * the stylesheet and fonts of the first paint have the connection to themselves (issue 9, LCP).
 * The page reads whole without them; they bring the behaviour, in a frame or two.
 *
 * A classic script, not a module: the build (`startAppAfterFirstPaint` in vite.config.ts) bundles
 * it alone and writes it into index.html as `<script defer data-modules="…" data-preloads="…">`,
 * in place of the entry's module scripts and the page's module preloads.
 */

import { holdClicksBeforeStart } from './lib/click-before-start.ts';

/** The browser that reports no first paint (hidden, or a paint never reported) starts the app anyway. */
const FIRST_PAINT_WAIT_MAX_MS = 3000;
/** Elements added to the document per task (appendInTasks). */
const APPENDS_PER_TASK = 4;

const loader = document.currentScript;
if (!(loader instanceof HTMLScriptElement)) throw new Error('start-after-first-paint.ts must run as a classic script');
const { modules = '', preloads = '' } = loader.dataset;

// Deferred, this runs once the document is parsed. A page the server did not render (not found)
// has no first screen to wait for, and a page opened in the background paints only once shown.
const root = document.getElementById('root');
const isServerRendered = root?.hasChildNodes() ?? false;

let isStarted = false;

function startApp(): void {
  if (isStarted) return;
  isStarted = true;
  const scripts = words(modules).map((src) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    return script;
  });
  // The preloads are the server-rendered page's chunks, there before its hydration (`preloadServerRenderedPage`).
  const preloadLinks = (isServerRendered ? words(preloads) : []).map((href) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.setAttribute('fetchpriority', 'low');
    link.href = href;
    return link;
  });
  appendInTasks([...scripts, ...preloadLinks]);
}

/**
 * Each element starts a request, ~4 ms of a 4× slower phone's main thread: the page's 16 in one
 * go were a task of ~60 ms there, which counts as blocking time (issue 9, TBT). A few per task,
 * the entry first, keep every task short.
 */
function appendInTasks(elements: readonly HTMLElement[]): void {
  document.head.append(...elements.slice(0, APPENDS_PER_TASK));
  if (elements.length > APPENDS_PER_TASK) setTimeout(() => appendInTasks(elements.slice(APPENDS_PER_TASK)), 0);
}

function words(list: string): string[] {
  return list.split(' ').filter((word) => word !== '');
}

if (root && isServerRendered) holdClicksBeforeStart(root);
const canObservePaint = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
if (!isServerRendered || document.visibilityState === 'hidden' || !canObservePaint) {
  startApp();
} else {
  // A paint entry is queued once the frame is on screen, not when the main thread has drawn it.
  new PerformanceObserver((_entries, observer) => {
    observer.disconnect();
    startApp();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(startApp, FIRST_PAINT_WAIT_MAX_MS);
}
