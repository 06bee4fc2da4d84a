import type { SiteConfig } from '@vitrine/catalog/page-config';
import { resolveSite } from '@vitrine/catalog/site';
import type { InviteEdition } from '@vitrine/catalog/themes/theme-config';
import type { ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { closeOnUnhandledEscape } from '../../lib/close-on-unhandled-escape.ts';
import { toastHostRef } from '../../toasts/toast-host.ts';
import { ContactForm } from './contact-form.tsx';
import { useFocusReturn } from '../../lib/use-focus-return.ts';

const EDITION_TEXTS: Record<InviteEdition, { title: string; paragraph: string }> = {
  standup: {
    title: 'Artistes, inscrivez votre chaîne YouTube !',
    paragraph:
      'Humoristes, vous souhaitez que votre playlist soit hébergée sur notre plateforme ? Contactez-nous grâce au formulaire ci-dessous et nous mettrons vos vidéos en avant.',
  },
  rock: {
    title: 'Groupes Rock/Metal, inscrivez votre chaîne YouTube !',
    paragraph:
      'Groupes de rock et de metal, vous souhaitez que votre chaîne ou votre playlist soit hébergée sur notre plateforme ? Contactez-nous grâce au formulaire ci-dessous pour promouvoir vos clips et vos albums.',
  },
};

export interface InvitePopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hostname: string;
  port: string | number;
  sites: Record<ThemeId, SiteConfig>;
}

/**
 * The French invite modal (PRODUCT §2.7): only on the stand-up and rock hosts
 * (see resolveSite), nothing anywhere else. Radix closes it on Escape and on a click
 * outside the card, traps focus inside and hides the page from screen readers meanwhile.
 * Toasts show inside it while it is open (toast-host.ts), so they stay reachable and read.
 */
export default function InvitePopup({ open, onOpenChange, hostname, port, sites }: InvitePopupProps) {
  const focusReturn = useFocusReturn();
  const edition = resolveSite({ hostname, port, sites }).invite;
  if (edition === null) return null;
  const { title, paragraph } = EDITION_TEXTS[edition];

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content
          ref={toastHostRef}
          lang="fr"
          // The invite link is no Dialog.Trigger; the popup also closes by itself after a send.
          onOpenAutoFocus={focusReturn.rememberOpener}
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
          onKeyDown={closeOnUnhandledEscape(() => onOpenChange(false))}
          // Centred by margins, not a transform: a transform would pin the hosted toasts to the card.
          className="fixed inset-0 z-50 m-auto h-fit max-h-[90vh] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-lg bg-white p-6 text-neutral-900 shadow-2xl"
        >
          <Dialog.Title className="pr-8 text-xl font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 mb-4 text-neutral-700">{paragraph}</Dialog.Description>
          {/* Radix unmounts the content when closed, so every opening starts a fresh form. */}
          <ContactForm onDone={() => onOpenChange(false)} />
          <Dialog.Close
            aria-label="Fermer la popup"
            className="absolute top-3 right-3 rounded-full p-1 text-neutral-600 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-neutral-900"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
