import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { TextLanguage } from '../../theme/text-language.ts';
import { SHORTCUT_TEXTS } from './shortcut-texts.ts';
import { useFocusReturn } from '../../lib/use-focus-return.ts';

export interface ShortcutsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The theme's language: the list is written in it (PRODUCT §2.10). */
  lang: TextLanguage;
}

/** The list of keyboard shortcuts that `?` opens: a modal dialog, closed with Escape or its button. */
export default function ShortcutsDialog({ open, onOpenChange, lang }: ShortcutsDialogProps) {
  const texts = SHORTCUT_TEXTS[lang];
  // `?` opens the list without a Dialog.Trigger to give focus back to.
  const focusReturn = useFocusReturn();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/70" />
        <Dialog.Content
          lang={lang}
          data-testid="shortcuts-dialog"
          onOpenAutoFocus={focusReturn.rememberOpener}
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
          className="fixed inset-0 z-[80] m-auto h-fit max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] overflow-y-auto rounded-lg bg-surface-raised p-6 text-neutral-100 shadow-2xl"
        >
          <Dialog.Title className="pr-10 text-xl font-bold">{texts.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-neutral-300">{texts.description}</Dialog.Description>
          {texts.sections.map((section) => (
            <section key={section.heading} className="mt-5">
              <h3 className="mb-2 text-sm font-semibold tracking-wide text-neutral-300 uppercase">{section.heading}</h3>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                {section.shortcuts.map((shortcut) => (
                  <div key={shortcut.does} className="contents">
                    <dt className="flex flex-wrap gap-1">
                      {shortcut.keys.map((key) => (
                        <kbd key={key} className="rounded border border-white/30 bg-black/40 px-1.5 py-0.5 font-mono text-xs">
                          {key}
                        </kbd>
                      ))}
                    </dt>
                    <dd>{shortcut.does}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          <Dialog.Close aria-label={texts.close} className="absolute top-3 right-3 rounded-full p-2 text-neutral-200 hover:bg-white/10">
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
