import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { dispatchToast, useToasts, type ToastVariant } from './toast-store.ts';

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-white/15 bg-neutral-900 text-white',
  destructive: 'border-red-700 bg-red-600 text-white',
};

/**
 * The notification area. Radix announces each toast through a live region; a
 * destructive toast is "foreground" so screen readers read it at once (assertive).
 */
export default function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider>
      {toasts.map(({ id, title, description, variant, open }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dispatchToast({ type: 'dismiss', id });
          }}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={variant}
          className={`relative flex w-full items-start gap-3 rounded-md border p-4 pr-10 shadow-lg ${VARIANT_CLASSES[variant]}`}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>
            {description && <Toast.Description className="text-sm opacity-90">{description}</Toast.Description>}
          </div>
          <Toast.Close aria-label="Close" className="absolute top-2 right-2 rounded p-1 opacity-80 hover:opacity-100 focus:opacity-100 focus:outline-2">
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
