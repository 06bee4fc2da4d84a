import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import { THEME_IDS, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { THEME_SUMMARIES } from '@vitrine/catalog/themes/theme-summaries';
import { X } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, type CSSProperties, type ReactNode } from 'react';
import { keepTabWithin } from '../../lib/focus-trap.ts';
import { useLangAttribute } from '../../theme/text-language.ts';
import { inertOutside } from '../../lib/inert-outside.ts';
import { CATEGORY_CLOSE_DELAY_MS, CHANNEL_CLOSE_DELAY_MS, SIDEBAR_ID, SIDEBAR_WIDTH } from './sidebar-constants.ts';

export interface SidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  theme: ThemeConfig;
  /** The channel label the rows are filtered to, or null for all. */
  selectedLabel: string | null;
  onSelectLabel: (label: string | null) => void;
  /** Whether the site lists the channels (themes): see resolveSite(). */
  showChannels: boolean;
  onSelectTheme: (id: ThemeId) => void;
}

/**
 * The right-hand panel (PRODUCT §2.6): the theme's channel labels as filters and,
 * where allowed, the list of channels (themes). It stays mounted so it can slide;
 * while closed it is inert. Open, it is a modal (PRODUCT §2.6): the page behind is dimmed, inert
 * and does not scroll, Tab stays within the panel and its toggle, Escape closes, and focus goes
 * back to what opened it.
 * Panel and backdrop sit above the fixed header, below the round toggle.
 */
export default function Sidebar({ open, onOpenChange, theme, selectedLabel, onSelectLabel, showChannels, onSelectTheme }: SidebarProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  // Its words are the spec's English ones; label titles and theme names are names (PRODUCT §2.10).
  const lang = useLangAttribute('en');
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useBodyScrollLock(open);

  // An effect event: a parent passing a new callback each render must not re-run the
  // effect below, which would cancel a pending close and steal focus again.
  const close = useEffectEvent(() => onOpenChange(false));

  useEffect(() => {
    if (!open) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    panel?.focus();
    // The toggle rides on the panel's edge and closes it: it belongs to the modal.
    const toggle = document.querySelector(`[aria-controls="${SIDEBAR_ID}"]`);
    const modalParts = [panel, toggle].filter((element) => element !== null);
    const undoInert = inertOutside([...modalParts, backdropRef.current].filter((element) => element !== null));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      else keepTabWithin(modalParts, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      undoInert();
      document.removeEventListener('keydown', onKeyDown);
      // A close scheduled by a selection must not shut a sidebar reopened meanwhile.
      clearTimeout(closeTimer.current);
      // Closed from inside, or by a backdrop click (which leaves focus on the body).
      if (panel?.contains(document.activeElement) || document.activeElement === document.body) returnFocusTo?.focus();
    };
  }, [open]);

  // The delay lets the visitor see the choice take effect before the panel slides away.
  const closeAfter = (delayMs: number) => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => onOpenChange(false), delayMs);
  };

  const selectLabel = (label: string) => {
    onSelectLabel(label === selectedLabel ? null : label);
    closeAfter(CATEGORY_CLOSE_DELAY_MS);
  };

  const selectTheme = (id: ThemeId) => {
    onSelectTheme(id);
    closeAfter(CHANNEL_CLOSE_DELAY_MS);
  };

  return (
    <>
      {/* Dims the page, header included, and closes on a click like Escape does. */}
      <div
        ref={backdropRef}
        aria-hidden
        data-testid="sidebar-backdrop"
        onClick={() => onOpenChange(false)}
        className={`fixed inset-0 z-40 bg-black/60 transition-opacity duration-300 ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      />
      <div
        id={SIDEBAR_ID}
        ref={panelRef}
        role="dialog"
        lang={lang}
        aria-modal="true"
        aria-label="Sidebar"
        tabIndex={-1}
        inert={!open}
        style={{ '--sidebar-width': SIDEBAR_WIDTH } as CSSProperties}
        // Full width on phones: a 24rem panel on a 390 px screen would leave a useless sliver.
        className={`fixed top-0 right-0 z-40 flex h-full w-full max-w-full flex-col overflow-y-auto bg-surface text-white shadow-2xl outline-none transition-transform duration-300 sm:w-(--sidebar-width) ${
          open ? 'translate-x-0' : 'translate-x-full'
        }`}
      >
        <div className="flex justify-end p-3">
          <button
            type="button"
            aria-label="Close sidebar"
            onClick={() => onOpenChange(false)}
            className="rounded-full p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>

        {theme.labels.length > 0 && (
          <SidebarSection title="Categories">
            {theme.labels.map((entry) => (
              <li key={entry.label}>
                <SidebarItem selected={entry.label === selectedLabel} onClick={() => selectLabel(entry.label)} pressed>
                  {entry.title}
                </SidebarItem>
              </li>
            ))}
          </SidebarSection>
        )}

        {showChannels && (
          <SidebarSection title="Channels">
            {THEME_IDS.map((id) => (
              <li key={id}>
                <SidebarItem selected={id === theme.id} onClick={() => selectTheme(id)}>
                  {THEME_SUMMARIES[id].name}
                </SidebarItem>
              </li>
            ))}
          </SidebarSection>
        )}
      </div>
    </>
  );
}

function SidebarSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title} className="px-6 pb-6">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      <ul className="flex flex-col gap-1">{children}</ul>
    </nav>
  );
}

interface SidebarItemProps {
  selected: boolean;
  onClick: () => void;
  /** A toggle (a filter) says "pressed"; a destination (a channel) says "current". */
  pressed?: boolean;
  children: ReactNode;
}

function SidebarItem({ selected, onClick, pressed = false, children }: SidebarItemProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed ? selected : undefined}
      aria-current={!pressed && selected ? 'true' : undefined}
      className={`w-full rounded border-l-4 px-3 py-2 text-left transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white ${
        selected ? 'border-highlight bg-white/15 font-semibold' : 'border-transparent'
      }`}
    >
      {children}
    </button>
  );
}

/** Restores whatever overflow the body had, so nested locks unwind correctly. */
function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}
