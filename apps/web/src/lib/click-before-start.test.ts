import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClicksBeforeStart, releaseClickBeforeStart, stopHoldingClicks } from './click-before-start.ts';

/** A server-rendered page: #root with a card's button, a submit button in a form, and a button outside it. */
function serverRenderedPage() {
  document.body.innerHTML = `
    <div id="root"><button type="button" id="card"><span id="title">A video</span></button><form><button id="search">Search</button></form></div>
    <button type="button" id="outside">Outside</button>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { root: byId('root'), card: byId('card'), title: byId('title'), search: byId('search'), outside: byId('outside') };
}

/** Counts the clicks an element receives once the app has started (registered after the release would be too late). */
function clicksOn(element: HTMLElement) {
  const onClick = vi.fn((event: Event) => event.preventDefault());
  element.addEventListener('click', onClick);
  return onClick;
}

describe('a click before the app starts', () => {
  afterEach(() => {
    releaseClickBeforeStart();
    document.body.innerHTML = '';
  });

  it('on a card is clicked again once the app has started, once', () => {
    const page = serverRenderedPage();
    holdClicksBeforeStart(page.root);
    page.title.click();
    const onCardClick = clicksOn(page.card);
    releaseClickBeforeStart();
    expect(onCardClick).toHaveBeenCalledTimes(1);
    releaseClickBeforeStart();
    expect(onCardClick).toHaveBeenCalledTimes(1);
  });

  it('only the last one is answered', () => {
    const page = serverRenderedPage();
    const other = document.createElement('button');
    other.type = 'button';
    page.root.append(other);
    holdClicksBeforeStart(page.root);
    page.card.click();
    other.click();
    const [onCardClick, onOtherClick] = [clicksOn(page.card), clicksOn(other)];
    releaseClickBeforeStart();
    expect(onCardClick).not.toHaveBeenCalled();
    expect(onOtherClick).toHaveBeenCalledTimes(1);
  });

  it('is not answered again on a submit button, outside the app, or after the app started', () => {
    const page = serverRenderedPage();
    page.search.closest('form')?.addEventListener('submit', (event) => event.preventDefault());
    holdClicksBeforeStart(page.root);
    page.search.click();
    page.outside.click();
    const [onSearchClick, onOutsideClick] = [clicksOn(page.search), clicksOn(page.outside)];
    releaseClickBeforeStart();
    expect(onSearchClick).not.toHaveBeenCalled();
    expect(onOutsideClick).not.toHaveBeenCalled();

    const onCardClick = clicksOn(page.card);
    page.card.click();
    expect(onCardClick).toHaveBeenCalledTimes(1);
  });

  it('once the app hydrates is left to it: only the one before is answered again', () => {
    const page = serverRenderedPage();
    holdClicksBeforeStart(page.root);
    page.card.click();
    stopHoldingClicks();
    const other = document.createElement('button');
    other.type = 'button';
    page.root.append(other);
    other.click();
    const [onCardClick, onOtherClick] = [clicksOn(page.card), clicksOn(other)];
    releaseClickBeforeStart();
    expect(onCardClick).toHaveBeenCalledTimes(1);
    expect(onOtherClick).not.toHaveBeenCalled();
  });

  it('on a button the app has since removed is dropped', () => {
    const page = serverRenderedPage();
    holdClicksBeforeStart(page.root);
    page.card.click();
    const onCardClick = clicksOn(page.card);
    page.card.remove();
    releaseClickBeforeStart();
    expect(onCardClick).not.toHaveBeenCalled();
  });
});
