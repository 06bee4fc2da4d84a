import type { KeyboardEvent } from 'react';

/**
 * Radix hands Escape to the topmost layer only, and a toast is a layer: with a toast showing,
 * Escape dismisses the toast and never reaches the dialog under it. A dialog (details, player)
 * hands its content's keydown to this so that one Escape closes it all the same. When Radix
 * closed the dialog itself, the event is already marked handled (defaultPrevented) and nothing
 * closes twice.
 */
export function closeOnUnhandledEscape(close: () => void): (event: KeyboardEvent) => void {
  return (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    close();
  };
}
