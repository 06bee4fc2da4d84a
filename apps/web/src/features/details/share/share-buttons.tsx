import { Link as LinkIcon, Share2 } from 'lucide-react';
import { useLangAttribute } from '../../../theme/text-language.ts';
import { toast } from '../../../toasts/toast-store.ts';
import { buildShareLinks } from './share-links.ts';

export const COPY_LINK_LABEL = 'Copier le lien';
export const LINK_COPIED = 'Lien copié';
export const LINK_NOT_COPIED = "Le lien n'a pas pu être copié";

export interface ShareButtonsProps {
  /** The configured public origin of the site (SiteConfig.shareBaseUrl). */
  shareBaseUrl: string;
  video: { pathseo: string; title: string };
}

const linkClass =
  'inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium text-white transition hover:bg-white/20';

/** Facebook, WhatsApp, LinkedIn and 'Copier le lien' (PRODUCT §2.4). */
export function ShareButtons({ shareBaseUrl, video }: ShareButtonsProps) {
  const links = buildShareLinks(shareBaseUrl, video);
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

  return (
    <ul lang={lang} className="flex flex-wrap gap-2" aria-label="Share">
      {networks.map((network) => (
        <li key={network.name}>
          <a lang={lang} className={linkClass} href={network.href} target="_blank" rel="noopener noreferrer" aria-label={`Share on ${network.name}`}>
            <Share2 aria-hidden="true" className="h-4 w-4" />
            {network.name}
          </a>
        </li>
      ))}
      <li>
        <button type="button" lang="fr" className={linkClass} onClick={() => void copyLink()}>
          <LinkIcon aria-hidden="true" className="h-4 w-4" />
          {COPY_LINK_LABEL}
        </button>
      </li>
    </ul>
  );
}
