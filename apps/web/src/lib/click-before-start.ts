/**
 * A tap on a server-rendered card before the app has started on the page (its scripts come after
 * the first paint, src/start-after-first-paint.ts) would do nothing: React listens only from
 * hydration on. The start script keeps the last button clicked in the page's app, and the app
 * clicks it again once hydrated, so the tap opens what it would have. Links need no help: without
 * the app they navigate as plain links. A submit button is left alone too, as its form already
 * submits without the app.
 */

/** Shared by two bundles (the start script and the app) through the window, under one registered key. */
const HELD_CLICK = Symbol.for('vitrine.click-before-start');

interface HeldClick {
  button?: HTMLButtonElement;
  stop: () => void;
}

type WindowWithHeldClick = Window & { [HELD_CLICK]?: HeldClick };

/** Called by the start script: from now until the app starts hydrating, remembers the last button clicked in `root`. */
export function holdClicksBeforeStart(root: HTMLElement): void {
  const held: HeldClick = { stop: () => document.removeEventListener('click', remember, true) };
  function remember(event: MouseEvent): void {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.type !== 'submit' && root.contains(button)) held.button = button;
  }
  document.addEventListener('click', remember, true);
  (window as WindowWithHeldClick)[HELD_CLICK] = held;
}

/**
 * Called by the app as it starts hydrating: from then on React hears clicks itself, and replays a
 * click on a part it has not hydrated yet. The button held until now is kept for the release.
 */
export function stopHoldingClicks(): void {
  (window as WindowWithHeldClick)[HELD_CLICK]?.stop();
}

/** Called by the app once hydrated: clicks the held button again, if it is still on the page. */
export function releaseClickBeforeStart(): void {
  const held = (window as WindowWithHeldClick)[HELD_CLICK];
  if (!held) return;
  delete (window as WindowWithHeldClick)[HELD_CLICK];
  held.stop();
  if (held.button?.isConnected) held.button.click();
}
