import { useRef } from 'react';

/**
 * Gives focus back, when a dialog closes, to the element that had it when the dialog opened.
 * Radix returns it only to a Dialog.Trigger, and these dialogs open from cards, links and
 * shortcuts that are none: without this, focus falls to <body> (issue 14). Pass
 * `rememberOpener` to (or call it from) `onOpenAutoFocus`, and `onCloseAutoFocus` as it is.
 */
export function useFocusReturn() {
  const openerRef = useRef<HTMLElement | null>(null);
  return {
    rememberOpener: () => {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!openerRef.current?.isConnected) return;
      event.preventDefault();
      openerRef.current.focus();
    },
  };
}
