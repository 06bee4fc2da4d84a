/** The nine themes (PRODUCT §1, §3.3; §10.1 names the two personal brands). */
export const THEME = {
  ROCK: 'rock',
  LATINO: 'latino',
  STANDUP_CH: 'standup',
  CULTURE_FR: 'culture_fr',
  SPKOMBAT: 'spkombat',
  BRAND_FR: 'brand_fr',
  BRAND_EN: 'brand_en',
  SPORT: 'sport',
  WILDPEAKS: 'wildpeaks',
} as const;

export type ThemeId = (typeof THEME)[keyof typeof THEME];

export const THEME_IDS: readonly ThemeId[] = Object.values(THEME);

export const DEFAULT_THEME: ThemeId = THEME.ROCK;

/** Theme code sent as `t` to the API and returned as `origin` (PRODUCT §3.3, §7.1). */
export const THEME_CODES = {
  rock: 'wmb',
  latino: 'latino',
  standup: 'standup',
  culture_fr: 'culturefr',
  spkombat: 'spkombat',
  brand_fr: 'brandfr',
  brand_en: 'branden',
  sport: 'sport',
  wildpeaks: 'wildpeaks',
} as const satisfies Readonly<Record<ThemeId, string>>;

export type ThemeCode = (typeof THEME_CODES)[ThemeId];

export const THEME_CODE_VALUES: readonly ThemeCode[] = THEME_IDS.map((id) => THEME_CODES[id]);

/** Local port of each theme (PRODUCT §3.3): 3001 rock … 3009 wildpeaks. */
export const THEME_PORTS: Readonly<Record<ThemeId, number>> = {
  rock: 3001,
  latino: 3002,
  standup: 3003,
  culture_fr: 3004,
  spkombat: 3005,
  brand_fr: 3006,
  brand_en: 3007,
  sport: 3008,
  wildpeaks: 3009,
};

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && (THEME_IDS as readonly string[]).includes(value);
}

export function themeIdFromCode(code: string): ThemeId | undefined {
  return THEME_IDS.find((id) => THEME_CODES[id] === code);
}
