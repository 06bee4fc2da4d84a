import type { Site } from '@vitrine/catalog/site';
import { THEME_SUMMARIES } from '@vitrine/catalog/themes/theme-summaries';
import { isThemeId, THEME_IDS } from '@vitrine/catalog/themes/theme-ids';
import { Palette } from 'lucide-react';
import { useId } from 'react';
import { currentSite } from '../config/current-site.ts';
import { useThemeStore } from './theme-store.ts';

/** Developers' theme picker, where the site shows one: localhost (PRODUCT §2.2, §6; see resolveSite). */
export function ThemeSwitcher({ site = currentSite() }: { site?: Site }) {
  const themeId = useThemeStore((state) => state.themeId);
  const setTheme = useThemeStore((state) => state.setTheme);
  const id = useId();
  if (!site.showsThemeSwitcher) return null;

  return (
    <div className="relative hidden items-center sm:flex">
      <label htmlFor={id} className="sr-only">
        Theme
      </label>
      <Palette className="pointer-events-none absolute left-2.5 z-10 size-4 text-white/60" aria-hidden="true" />
      <select
        id={id}
        data-testid="theme-switcher"
        value={themeId}
        onChange={(event) => {
          if (isThemeId(event.target.value)) setTheme(event.target.value);
        }}
        className="h-9 appearance-none rounded-md border border-white/15 focus-visible:outline-3 bg-black/50 pr-3 pl-8 text-sm text-white backdrop-blur hover:border-white/30 focus-visible:border-white/40"
      >
        {THEME_IDS.map((option) => (
          <option key={option} value={option} className="bg-neutral-900">
            {THEME_SUMMARIES[option].name} ({option})
          </option>
        ))}
      </select>
    </div>
  );
}
