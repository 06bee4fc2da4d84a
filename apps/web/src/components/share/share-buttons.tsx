import { Link as LinkIcon, Share2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useLangAttribute } from '../../theme/text-language.ts';
import { toast } from '../../toasts/toast-store.ts';
import { QrCode } from './qr-code.tsx';
import { buildShareLinks } from './share-links.ts';

export const COPY_LINK_LABEL = 'Copier le lien';
export const LINK_COPIED = 'Lien copié';
export const LINK_NOT_COPIED = "Le lien n'a pas pu être copié";
export const NATIVE_SHARE_LABEL = 'Partager…';
export const QR_CODE_LABEL = 'QR code du lien';
/** The option to share from a moment of the video, e.g. `Partager à partir de 1:05`. */
export const startTimeLabel = (seconds: number) => `Partager à partir de ${clockTime(seconds)}`;

export interface ShareButtonsProps {
  /** The configured public origin of the site (SiteConfig.shareBaseUrl). */
  shareBaseUrl: string;
  video: { pathseo: string; title: string };
  /** A moment the link may start at (PRODUCT §12), in seconds; below 1 s none is offered. */
  startSeconds?: number;
  /** The offered moment is chosen at first: the player shares the moment being watched. */
  isStartChosenAtFirst?: boolean;
}

const linkClass =
  'inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium text-white transition hover:bg-white/20';

/** One of the sheet's own actions, labelled in French like the rest of the sheet's words (PRODUCT §2.10). */
function FrenchActionButton({ Icon, label, onClick }: { Icon: LucideIcon; label: string; onClick: () => Promise<void> }) {
  return (
    <li>
      <button type="button" lang="fr" className={linkClass} onClick={() => void onClick()}>
        <Icon aria-hidden="true" className="h-4 w-4" />
        {label}
      </button>
    </li>
  );
}

/** `m:ss`, or `h:mm:ss` from one hour, as the player shows times (PRODUCT §2.5). */
function clockTime(totalSeconds: number): string {
  const seconds = Math.floor(totalSeconds);
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/**
 * The share sheet (PRODUCT §2.4, §12): Facebook, WhatsApp, LinkedIn and 'Copier le lien', the
 * browser's own share sheet where there is one, and a QR code of the link. Given a moment of the
 * video (where the player stopped, or where it is), the link may start there (`?t=`).
 */
export function ShareButtons({ shareBaseUrl, video, startSeconds = 0, isStartChosenAtFirst = false }: ShareButtonsProps) {
  const offeredStart = Math.floor(startSeconds);
  const [isFromStartChosen, setIsFromStartChosen] = useState(isStartChosenAtFirst);
  const links = buildShareLinks(shareBaseUrl, video, isFromStartChosen && offeredStart >= 1 ? offeredStart : undefined);
  const canShareNatively = typeof navigator.share === 'function';
  // 'Share' and the networks' labels are English, 'Copier le lien' French (PRODUCT §2.10).
  const lang = useLangAttribute('en');
  const networks = [
    { name: 'Facebook', href: links.facebook },
    { name: 'WhatsApp', href: links.whatsapp },
    { name: 'LinkedIn', href: links.linkedin },
  ];

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(links.copy);
      toast({ title: LINK_COPIED, description: links.copy, lang: 'fr' });
    } catch (error) {
      console.error('Copying the share link failed', error);
      toast({ title: LINK_NOT_COPIED, description: links.copy, variant: 'destructive', lang: 'fr' });
    }
  }

  async function shareNatively() {
    try {
      await navigator.share({ title: video.title, url: links.copy });
    } catch (error) {
      // The visitor closing the sheet is no failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.error('The share sheet failed', error);
    }
  }

  return (
    <div className="flex flex-wrap items-start gap-4">
      <div className="flex-1 space-y-3">
        <ul lang={lang} className="flex flex-wrap gap-2" aria-label="Share">
          {networks.map((network) => (
            <li key={network.name}>
              <a lang={lang} className={linkClass} href={network.href} target="_blank" rel="noopener noreferrer" aria-label={`Share on ${network.name}`}>
                <Share2 aria-hidden="true" className="h-4 w-4" />
                {network.name}
              </a>
            </li>
          ))}
          <FrenchActionButton Icon={LinkIcon} label={COPY_LINK_LABEL} onClick={copyLink} />
          {canShareNatively && <FrenchActionButton Icon={Share2} label={NATIVE_SHARE_LABEL} onClick={shareNatively} />}
        </ul>
        {offeredStart >= 1 && (
          <label lang="fr" className="flex items-center gap-2 text-sm text-neutral-200">
            <input type="checkbox" checked={isFromStartChosen} onChange={(event) => setIsFromStartChosen(event.target.checked)} />
            {startTimeLabel(offeredStart)}
          </label>
        )}
      </div>
      <QrCode text={links.copy} label={QR_CODE_LABEL} />
    </div>
  );
}
