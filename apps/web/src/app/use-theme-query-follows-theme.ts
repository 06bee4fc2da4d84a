import { THEME_QUERY_PARAM } from '@vitrine/catalog/resolve-theme';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useThemeStore } from '../theme/theme-store.ts';
import { searchWithoutTheme } from './paths.ts';

/**
 * When the visitor switches the theme (the switcher, the Channels list), a `?theme=` naming
 * another theme leaves the address. It is dropped rather than rewritten: the switch is stored
 * (PRODUCT §4.1 step 3) and wins on a reload once no query overrides it (step 2), so the address
 * stays as the visitor wrote it, minus the part that would now lie. The theme the page opened
 * with is left alone, even when it is not the one the query names (an unknown id, say).
 */
export function useThemeQueryFollowsTheme(): void {
  const themeId = useThemeStore((state) => state.themeId);
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const previousThemeRef = useRef(themeId);

  const dropStaleThemeQuery = useEffectEvent((current: string) => {
    const named = new URLSearchParams(search).get(THEME_QUERY_PARAM);
    if (named === null || named === current) return;
    void navigate({ pathname, search: searchWithoutTheme(search), hash }, { replace: true, state });
  });

  useEffect(() => {
    if (themeId === previousThemeRef.current) return;
    previousThemeRef.current = themeId;
    dropStaleThemeQuery(themeId);
  }, [themeId]);
}
