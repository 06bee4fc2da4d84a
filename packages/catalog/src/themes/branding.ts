import type { ThemeConfig } from './theme-config.ts';
import type { ThemeId } from './theme-ids.ts';

/** Per-theme image files, served from the web app's public folder. */
export function themeBranding(id: ThemeId): ThemeConfig['branding'] {
  return {
    logo: `/themes/${id}/logo.svg`,
    favicon: `/themes/${id}/favicon.svg`,
    social_image: `/themes/${id}/social.png`,
  };
}
