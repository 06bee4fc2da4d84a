import { useSyncExternalStore } from 'react';

/**
 * The notification area's state (PRODUCT §3.9, §4.6): one toast at a time,
 * the newest replaces the previous one; a dismissed toast stays mounted (open false)
 * so it can animate out, and is removed after TOAST_REMOVE_DELAY_MS or on request.
 */

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastData {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
  /** The language of title and description: the spec's messages are English unless said (PRODUCT §2.10). */
  lang?: 'en' | 'fr';
}

export type ToastAction =
  | { type: 'add'; toast: ToastData }
  | { type: 'update'; toast: Partial<ToastData> & Pick<ToastData, 'id'> }
  /** Without an id every toast is dismissed. */
  | { type: 'dismiss'; id?: string }
  /** Without an id every toast is removed. */
  | { type: 'remove'; id?: string };

export function toastReducer(toasts: readonly ToastData[], action: ToastAction): readonly ToastData[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...toasts].slice(0, TOAST_LIMIT);
    case 'update':
      return toasts.map((toast) => (toast.id === action.toast.id ? { ...toast, ...action.toast } : toast));
    case 'dismiss':
      return toasts.map((toast) => (action.id === undefined || toast.id === action.id ? { ...toast, open: false } : toast));
    case 'remove':
      return action.id === undefined ? [] : toasts.filter((toast) => toast.id !== action.id);
  }
}

let state: readonly ToastData[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let nextId = 0;

export function dispatchToast(action: ToastAction): void {
  if (action.type === 'dismiss') {
    const ids = action.id === undefined ? state.map((toast) => toast.id) : [action.id];
    ids.forEach(scheduleRemoval);
  }
  if (action.type === 'remove') {
    const ids = action.id === undefined ? [...removalTimers.keys()] : [action.id];
    ids.forEach(cancelRemoval);
  }
  state = toastReducer(state, action);
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => dispatchToast({ type: 'remove', id }), TOAST_REMOVE_DELAY_MS),
  );
}

function cancelRemoval(id: string): void {
  clearTimeout(removalTimers.get(id));
  removalTimers.delete(id);
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  lang?: 'en' | 'fr';
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (changes: Partial<ToastInput>) => void;
}

export function toast(input: ToastInput): ToastHandle {
  nextId += 1;
  const id = String(nextId);
  dispatchToast({ type: 'add', toast: { variant: 'default', ...input, id, open: true } });
  return {
    id,
    dismiss: () => dispatchToast({ type: 'dismiss', id }),
    update: (changes) => dispatchToast({ type: 'update', toast: { ...changes, id } }),
  };
}

export function getToasts(): readonly ToastData[] {
  return state;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly ToastData[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
}
