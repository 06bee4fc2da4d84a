import { create } from 'zustand';

interface ToastHostState {
  /** The open modal the toast area moves into, or null for its usual place. */
  host: HTMLElement | null;
}

const useToastHostStore = create<ToastHostState>()(() => ({ host: null }));

/** Where the Toaster puts its area (toaster.tsx). */
export function useToastHost(): HTMLElement | null {
  return useToastHostStore((state) => state.host);
}

/**
 * A ref for a modal's content (PRODUCT §2.8): while it is mounted, toasts show inside it. A
 * modal traps focus and hides the page, so a toast left outside could be neither reached with
 * F8 or Tab nor read; inside, it is part of the modal.
 */
export function toastHostRef(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  useToastHostStore.setState({ host: element });
  return () => {
    if (useToastHostStore.getState().host === element) useToastHostStore.setState({ host: null });
  };
}
