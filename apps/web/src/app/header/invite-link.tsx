import type { Site } from '@vitrine/catalog/site';
import { Megaphone } from 'lucide-react';
import { currentSite } from '../../config/current-site.ts';
import { usePageStore } from '../page-store.ts';

export const INVITE_LINK_TEXT = 'Want to join the platform?';
export const INVITE_LINK_TEXT_FR = 'Envie de rejoindre la plateforme ?';

/**
 * The link text wherever an invite popup edition exists (stand-up or rock, PRODUCT §2.7), in French on a French host; null elsewhere, where nothing could open.
 */
export function inviteLinkText(site: Site): string | null {
  if (site.invite === null) return null;
  return site.isFrenchHost ? INVITE_LINK_TEXT_FR : INVITE_LINK_TEXT;
}

/**
 * Opens the invite popup. On phones the text would wrap onto three lines beside the search
 * icon, so it shrinks to an icon there; the text stays its accessible name at every size.
 */
export function InviteLink({ site = currentSite() }: { site?: Site }) {
  const setInviteOpen = usePageStore((state) => state.setInviteOpen);
  const text = inviteLinkText(site);
  if (!text) return null;
  return (
    <button
      type="button"
      data-testid="invite-link"
      // The French text on the stand-up site's French host, inside an English header (PRODUCT §2.10).
      lang={site.isFrenchHost ? 'fr' : undefined}
      aria-haspopup="dialog"
      onClick={() => setInviteOpen(true)}
      className="flex size-9 shrink-0 items-center justify-center rounded-full text-highlight transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white sm:size-auto sm:rounded-md sm:px-1.5 sm:py-1 sm:text-sm sm:font-semibold sm:underline-offset-4 sm:hover:bg-transparent sm:hover:underline"
    >
      <Megaphone aria-hidden className="size-5 sm:hidden" />
      <span className="sr-only sm:not-sr-only">{text}</span>
    </button>
  );
}
