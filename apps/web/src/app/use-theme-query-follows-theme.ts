import { LABEL_QUERY_PARAM } from '@vitrine/catalog/label-page';
import { THEME_QUERY_PARAM } from '@vitrine/catalog/resolve-theme';
import { useEffect, useEffectEvent, useRef } from 'react';
import { currentHash, useAddress, useGoTo } from '../lib/address.ts';
import { useThemeStore } from '../theme/theme-store.ts';

/**
 * When the visitor switches the theme (the switcher, the Channels list), the address names the
 * new theme with `?theme=`: the server reads it on a reload and serves that theme as the page's
 * explicit one (PRODUCT §4.1), so the choice survives and the served `<head>` matches it. The
 * address is replaced, not pushed, and keeps its path and other parameters but the old theme's
 * label filter (`?label=`).
 */
export function useThemeQueryFollowsTheme(): void {
  const themeId = useThemeStore((state) => state.themeId);
  const { pathname, search, state } = useAddress();
  const goTo = useGoTo();
  const previousThemeRef = useRef(themeId);

  const nameThemeInAddress = useEffectEvent((current: string) => {
    const params = new URLSearchParams(search);
    if (params.get(THEME_QUERY_PARAM) === current && !params.has(LABEL_QUERY_PARAM)) return;
    params.set(THEME_QUERY_PARAM, current);
    // The label filter is the old theme's (PRODUCT §4.2).
    params.delete(LABEL_QUERY_PARAM);
    goTo(`${pathname}?${params.toString()}${currentHash()}`, { replace: true, state });
  });

  useEffect(() => {
    if (themeId === previousThemeRef.current) return;
    previousThemeRef.current = themeId;
    nameThemeInAddress(themeId);
  }, [themeId]);
}
