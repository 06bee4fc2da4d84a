import { Outlet } from 'react-router';
import { ThemeColoursStyle } from '../theme/theme-colours-style.tsx';
import { useThemeLook } from '../theme/use-theme-look.ts';
import { useThemeQueryFollowsTheme } from './use-theme-query-follows-theme.ts';

/** Everything under the router shares the theme's look, and an address that does not contradict it. */
export function RootLayout() {
  useThemeLook();
  useThemeQueryFollowsTheme();
  return (
    <>
      <ThemeColoursStyle />
      <Outlet />
    </>
  );
}
