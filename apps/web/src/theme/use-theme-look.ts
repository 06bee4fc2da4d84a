import { useLayoutEffect, useRef } from 'react';
import { applyThemeLook } from './apply-theme-look.ts';
import { useThemeStore } from './theme-store.ts';

/** Keeps the page's colours, favicon, title and descriptions on the current theme, without a reload. */
export function useThemeLook(): void {
  const theme = useThemeStore((state) => state.theme);
  const isFirstLoad = useRef(true);

  useLayoutEffect(() => {
    applyThemeLook(theme, { isFirstLoad: isFirstLoad.current });
    isFirstLoad.current = false;
  }, [theme]);
}
