import { Outlet } from 'react-router';
import { useThemeLook } from '../features/theme/hooks/use-theme-look.ts';

/** Everything under the router shares the theme's look. */
export function RootLayout() {
  useThemeLook();
  return <Outlet />;
}
