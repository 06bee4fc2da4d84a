import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { langAttributeFor } from '../theme/text-language.ts';
import { useToastHost } from './toast-host.ts';
import { dispatchToast, getToasts, useToasts, type ToastVariant } from './toast-store.ts';

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-white/15 bg-neutral-900 text-white',
  destructive: 'border-red-700 bg-red-600 text-white',
};

export interface ToasterProps {
  /** While the full-screen player is open, toasts sit above its control bar instead of over the time display. */
  aboveControls?: boolean;
}

/**
 * The notification area. Radix announces each toast through a live region; a
 * destructive toast is "foreground" so screen readers read it at once (assertive).
 * It stacks above every overlay (the player is z-60) and stays clickable while a modal
 * dialog turns pointer events off on the page.
 */
export default function Toaster({ aboveControls = false }: ToasterProps) {
  const toasts = useToasts();
  const host = useToastHost();
  const viewport = useRef<HTMLOListElement>(null);
  useEscapeDismissesToasts();
  useFocusReturnsFromToasts(viewport, toasts.some((shown) => shown.open));
  return (
    <Toast.Provider>
      {toasts.map(({ id, title, description, variant, open, lang = 'en' }) => (
        <Toast.Root
          key={id}
          // Always stated: the area may sit inside a dialog of another language (PRODUCT §2.10).
          lang={lang}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dispatchToast({ type: 'dismiss', id });
          }}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={variant}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-md border p-4 pr-10 shadow-lg ${VARIANT_CLASSES[variant]}`}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>
            {description && <Toast.Description className="text-sm opacity-90">{description}</Toast.Description>}
          </div>
          <Toast.Close lang={langAttributeFor('en', lang)} aria-label="Close" className="absolute top-2 right-2 rounded p-1 opacity-80 hover:opacity-100 focus:opacity-100 focus:outline-2">
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {inHost(
        host,
        <Toast.Viewport
          ref={viewport}
          className={`pointer-events-none fixed right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none ${aboveControls ? 'bottom-28' : 'bottom-0'}`}
        />,
      )}
    </Toast.Provider>
  );
}

/** The area in the open modal that hosts toasts (toast-host.ts), else where the Toaster is. */
function inHost(host: HTMLElement | null, area: ReactNode): ReactNode {
  return host ? createPortal(area, host) : area;
}

/**
 * One Escape closes the overlay on top and the toasts together. Radix dismisses a toast on
 * Escape only while the toast is the topmost layer; a dialog opened after the toast takes the
 * Escape for itself (and closes), so the toasts are dismissed here, whoever handled the key.
 */
function useEscapeDismissesToasts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && getToasts().some((shown) => shown.open)) dispatchToast({ type: 'dismiss' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

/**
 * F8 takes focus into the toasts; when the last one closes, Radix leaves it on the empty area,
 * from where Tab goes nowhere inside a modal (the invite popup hosts the area). Focus goes back
 * to where it was before it entered the toasts (PRODUCT §2.8).
 */
function useFocusReturnsFromToasts(viewport: RefObject<HTMLOListElement | null>, hasOpenToast: boolean): void {
  const cameFrom = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const area = viewport.current;
    if (!area) return;
    const onFocusIn = (event: FocusEvent) => {
      if (event.relatedTarget instanceof HTMLElement && !area.contains(event.relatedTarget)) cameFrom.current = event.relatedTarget;
    };
    area.addEventListener('focusin', onFocusIn);
    return () => area.removeEventListener('focusin', onFocusIn);
  });
  useEffect(() => {
    const area = viewport.current;
    if (hasOpenToast || !area || !area.contains(document.activeElement)) return;
    if (cameFrom.current?.isConnected) cameFrom.current.focus();
  }, [hasOpenToast, viewport]);
}
