import { readPageConfig } from '../../config/page-config.ts';
import { inviteEdition } from '../../features/invite/invite-edition.ts';
import { useUiStore } from '../ui-store.ts';

export const INVITE_LINK_TEXT = 'Want to join the platform?';
export const INVITE_LINK_TEXT_FR = 'Envie de rejoindre la plateforme ?';

interface Place {
  hostname: string;
  port: string;
}

/** The link text on a stand-up host, or null elsewhere (SPEC §2 Header). */
export function inviteLinkText({ hostname, port }: Place, sites = readPageConfig().sites): string | null {
  if (inviteEdition(hostname, port, sites) !== 'standup') return null;
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return sites.standup.frenchHosts.some((french) => french.toLowerCase() === host) ? INVITE_LINK_TEXT_FR : INVITE_LINK_TEXT;
}

/** Opens the invite popup; rendered only on stand-up hosts. */
export function InviteLink({ place = window.location }: { place?: Place }) {
  const setInviteOpen = useUiStore((state) => state.setInviteOpen);
  const text = inviteLinkText(place);
  if (!text) return null;
  return (
    <button
      type="button"
      data-testid="invite-link"
      aria-haspopup="dialog"
      onClick={() => setInviteOpen(true)}
      className="max-w-[8.5rem] rounded-md px-1.5 py-1 text-left text-xs leading-tight font-semibold text-highlight underline-offset-4 hover:underline sm:max-w-none sm:text-sm"
    >
      {text}
    </button>
  );
}
