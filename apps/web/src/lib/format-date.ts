import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';

/** Short month names in the themes' two languages (ThemeConfig.lang), as Intl's en-GB and fr write them. */
const SHORT_MONTHS: Record<ThemeConfig['lang'], readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};

/**
 * A release date in the page's language, in UTC: "1 Mar 2024", "1 mars 2024" (the details dialog,
 * PRODUCT §2.4); a text that is no date shows as it is. Written from the date's fields, as the
 * latest row's day/month is: a browser's first Intl.DateTimeFormat loads its locale data, which
 * was ~60 ms of the dialog's opening on a 4× slower phone (docs/PERFORMANCE.md).
 */
export function releaseDateText(text: string, lang: ThemeConfig['lang']): string {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return text;
  return `${date.getUTCDate()} ${SHORT_MONTHS[lang][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
