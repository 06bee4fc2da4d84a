import { vi } from 'vitest';

const isRowScroller = (element: Element) => element instanceof HTMLElement && element.dataset.testid === 'row-scroller';

/**
 * jsdom lays nothing out, so every row would fit its width and show no right arrow: this gives
 * each row scroller a width and a content width, until the test's mocks are restored.
 */
export function layOutRows({ width, contentWidth }: { width: number; contentWidth: number }): void {
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return isRowScroller(this) ? width : 0;
  });
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
    return isRowScroller(this) ? contentWidth : 0;
  });
}
