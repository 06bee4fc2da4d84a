import { useEffect, useEffectEvent } from 'react';

/** The key that opens the shortcut list (PRODUCT §2.10). */
export const HELP_KEY = '?';

/** Whether the key press was typing: a text field keeps its question marks. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select') !== null;
}

/** Calls `onHelp` when the visitor presses `?` anywhere but in a text field. */
export function useHelpKey(onHelp: () => void): void {
  const help = useEffectEvent(onHelp);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== HELP_KEY || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      help();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
