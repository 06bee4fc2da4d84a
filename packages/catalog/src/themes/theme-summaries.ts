import type { InviteEdition } from './theme-config.ts';
import { THEME, type ThemeId } from './theme-ids.ts';

/**
 * What a page must know of every theme, not only of its own: the names the theme switcher
 * and the Channels list show (PRODUCT §2.2, §2.6) and what each theme's site offers
 * (resolveSite: §2.6, §2.7). Small enough to ship with every page, while the full configs
 * load one at a time (issue 9). Each theme config takes these fields from here.
 */
export interface ThemeSummary {
  name: string;
  /** Whether the theme's own site lists every channel (theme) in its sidebar (PRODUCT §2.6). */
  siteListsChannels: boolean;
  /** The invite popup edition the theme's site offers (PRODUCT §2.7), or null for none. */
  inviteEdition: InviteEdition | null;
}

export const THEME_SUMMARIES: Readonly<Record<ThemeId, ThemeSummary>> = {
  [THEME.ROCK]: { name: 'Rock & Metal', siteListsChannels: false, inviteEdition: 'rock' },
  [THEME.LATINO]: { name: 'Tropicaliente', siteListsChannels: false, inviteEdition: null },
  [THEME.STANDUP_CH]: { name: 'Stand-up', siteListsChannels: false, inviteEdition: 'standup' },
  [THEME.CULTURE_FR]: { name: 'Culture FR', siteListsChannels: false, inviteEdition: null },
  [THEME.SPKOMBAT]: { name: 'SP Kombat', siteListsChannels: false, inviteEdition: null },
  [THEME.BRAND_FR]: { name: 'Léa Marchand', siteListsChannels: true, inviteEdition: null },
  [THEME.BRAND_EN]: { name: 'Sam Harper', siteListsChannels: true, inviteEdition: null },
  [THEME.SPORT]: { name: 'Sport Trail', siteListsChannels: false, inviteEdition: null },
  [THEME.WILDPEAKS]: { name: 'Wild Peaks', siteListsChannels: false, inviteEdition: null },
};
