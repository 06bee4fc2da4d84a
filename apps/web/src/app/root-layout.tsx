import { useEffect, type ReactNode } from 'react';
import { releaseClickBeforeStart } from '../lib/click-before-start.ts';
import { endHydration } from '../lib/use-is-hydrated.ts';
import { ThemeColoursStyle } from '../theme/theme-colours-style.tsx';
import { useThemeLook } from '../theme/use-theme-look.ts';
import { useThemeQueryFollowsTheme } from './use-theme-query-follows-theme.ts';

/** Everything under the router shares the theme's look, and an address that does not contradict it. */
export function RootLayout({ children }: { children: ReactNode }) {
  useThemeLook();
  useThemeQueryFollowsTheme();
  // A tap on the server-rendered page before the app started is answered now.
  useEffect(releaseClickBeforeStart, []);
  // After the page's own effects, which ran first: what mounts from now on without hydrating was
  // not in the server's HTML (a part still to hydrate, a Suspense boundary, reads it as it was).
  useEffect(endHydration, []);
  return (
    <>
      <ThemeColoursStyle />
      {children}
    </>
  );
}
