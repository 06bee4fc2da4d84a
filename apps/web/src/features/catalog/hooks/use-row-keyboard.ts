import { createContext, useContext, useEffect, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { scrollBehavior } from '../../../lib/motion-preference.ts';

/**
 * Keyboard moves inside and between the home page's rows (PRODUCT §2.10): each row is one Tab stop
 * (a roving tabindex on the card last focused there, the first by default); ←/→ move along it,
 * Home/End to its ends, ↑/↓ to the same position in the row above or below. Moves go through the
 * DOM in order, so a card that failed to render is stepped over and a row still loading is skipped.
 */

/** On a row item's focusable element: its position in the row. */
const ITEM_ATTRIBUTE = 'data-row-item';
/** On each row's list element, the boundary for ←/→ and the unit ↑/↓ steps through. */
const LIST_ATTRIBUTE = 'data-row-list';

interface RowFocus {
  /** The position that is the row's Tab stop. */
  tabStop: number;
  onItemFocus: (position: number) => void;
}

export const RowFocusContext = createContext<RowFocus | null>(null);

function isModified(event: KeyboardEvent): boolean {
  // Alt+← is the browser's Back, Shift/Ctrl+arrows select or jump words: none of them are ours.
  return event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;
}

function itemsOf(list: Element): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>(`[${ITEM_ATTRIBUTE}]`)];
}

function itemAt(target: EventTarget): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(`[${ITEM_ATTRIBUTE}]`) : null;
}

/** Focuses a card and brings it into view, gliding unless the visitor asked for less motion. */
function focusItem(item: HTMLElement): void {
  item.focus({ preventScroll: true });
  item.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: scrollBehavior() });
}

/**
 * For a row of `itemCount` items: the focus state its items read (through RowFocusContext) and the
 * props of the list element around them (list role, ←/→/Home/End). The Tab stop is clamped so a row that shrank (a search)
 * keeps one. Its first state is the same on the server and the client: the first card is the stop.
 */
export function useRowKeyboard(itemCount: number, listRef: RefObject<HTMLElement | null>) {
  const [lastFocused, setLastFocused] = useState(0);
  const tabStop = Math.min(lastFocused, Math.max(0, itemCount - 1));
  const focus = useMemo<RowFocus>(() => ({ tabStop, onItemFocus: setLastFocused }), [tabStop]);

  // A card that failed to render leaves no element at its position: if it held the Tab stop, the
  // row's first card that did render takes it, so the row stays reachable.
  useEffect(() => {
    const list = listRef.current;
    if (!list || list.querySelector(`[${ITEM_ATTRIBUTE}][tabindex="0"]`)) return;
    const first = list.querySelector(`[${ITEM_ATTRIBUTE}]`);
    if (first) setLastFocused(Number(first.getAttribute(ITEM_ATTRIBUTE)));
  }, [itemCount, tabStop, listRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const item = itemAt(event.target);
    if (!item || isModified(event)) return;
    const items = itemsOf(event.currentTarget);
    const index = items.indexOf(item);
    const next =
      event.key === 'ArrowRight' ? items[index + 1]
      : event.key === 'ArrowLeft' ? items[index - 1]
      : event.key === 'Home' ? items[0]
      : event.key === 'End' ? items.at(-1)
      : null;
    if (next === null) return;
    // At an end the key does nothing, rather than scroll the row or the page under the focus.
    event.preventDefault();
    if (next && next !== item) focusItem(next);
  };

  return { focus, listProps: { role: 'list', [LIST_ATTRIBUTE]: '', onKeyDown } };
}

/**
 * What a row item's focusable element spreads on: its tabindex (0 on the row's Tab stop, -1 on the
 * others), its position, and the focus report that moves the stop. Outside a row: nothing.
 */
export function useRowItem(position: number | undefined) {
  const focus = useContext(RowFocusContext);
  if (!focus || position === undefined) return {};
  return {
    tabIndex: position === focus.tabStop ? 0 : -1,
    [ITEM_ATTRIBUTE]: position,
    onFocus: () => focus.onItemFocus(position),
  };
}

/**
 * Keydown handler for the element holding every row: ↑/↓ from a card focus the card at the same
 * position in the nearest row above or below that has cards, or its last one if it is shorter.
 */
export function moveBetweenRows(event: KeyboardEvent<HTMLElement>): void {
  if ((event.key !== 'ArrowUp' && event.key !== 'ArrowDown') || isModified(event)) return;
  const item = itemAt(event.target);
  const list = item?.closest(`[${LIST_ATTRIBUTE}]`);
  if (!item || !list) return;
  const lists = [...event.currentTarget.querySelectorAll(`[${LIST_ATTRIBUTE}]`)];
  const current = lists.indexOf(list);
  const onTheWay = event.key === 'ArrowDown' ? lists.slice(current + 1) : lists.slice(0, current).reverse();
  const rowItems = onTheWay.map(itemsOf).find((items) => items.length > 0);
  const next = rowItems?.at(Math.min(itemsOf(list).indexOf(item), rowItems.length - 1));
  if (!next) return;
  event.preventDefault();
  focusItem(next);
}
