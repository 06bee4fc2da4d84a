import { vi } from 'vitest';

/**
 * jsdom lays nothing out, so every row would fit its width and show no right arrow: this gives
 * each row scroller a width and a content width, until the test's mocks are restored.
 */
export function layOutRows({ width, contentWidth }: { width: number; contentWidth: number }): void {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'row-scroller' ? width : 0;
  });
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
    return (this as HTMLElement).dataset?.testid === 'row-scroller' ? contentWidth : 0;
  });
}
