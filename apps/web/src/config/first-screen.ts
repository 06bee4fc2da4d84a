import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_ROWS, type FirstScreenData, type FirstScreenLabel } from '@vitrine/catalog/first-screen';
import { isThemeId } from '@vitrine/catalog/themes/theme-ids';

/**
 * The first screen's data the server rendered the page with and inlined as inert JSON
 * (issue 9). Read once; the server render provides it instead. Missing or malformed (the
 * Vite dev server, the not-found page), the page loads every row from the API as before.
 */

let cached: FirstScreenData | null | undefined;

export function readFirstScreen(): FirstScreenData | null {
  if (cached === undefined) cached = parseFirstScreen(globalThis.document?.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent ?? null);
  return cached;
}

/** The server render's data (entry-server.tsx): it has no document to read it from. */
export function provideFirstScreen(data: FirstScreenData | null): void {
  cached = data;
}

/**
 * When the page opened, for the date rules that count from then (the latest row's 2 days):
 * the server's render time when it rendered the page, so the browser draws the same rows;
 * else now (read once by the component that needs it).
 */
export function pageOpenedAt(): number {
  return readFirstScreen()?.renderedAt ?? Date.now();
}

export function parseFirstScreen(text: string | null): FirstScreenData | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<FirstScreenData> | null;
    if (typeof value !== 'object' || value === null || !isThemeId(value.themeId) || typeof value.renderedAt !== 'number') return null;
    const rows = value.rows;
    if (typeof rows !== 'object' || rows === null || !FIRST_SCREEN_ROWS.every((key) => Array.isArray(rows[key]?.data))) return null;
    const descriptionsLeftOut = Array.isArray(value.descriptionsLeftOut) ? value.descriptionsLeftOut.filter((id) => typeof id === 'string') : [];
    return { themeId: value.themeId, renderedAt: value.renderedAt, rows, video: value.video ?? null, label: isLabelRow(value.label) ? value.label : null, descriptionsLeftOut };
  } catch {
    return null;
  }
}

function isLabelRow(value: unknown): value is FirstScreenLabel {
  if (typeof value !== 'object' || value === null) return false;
  const { label, row } = value as Partial<FirstScreenLabel>;
  return typeof label === 'string' && Array.isArray(row?.data);
}
