import { THEME_IDS, themeIdFromCode } from '@vitrine/catalog/themes/theme-ids';
import { createVideosRepository } from '../db/videos-repository.ts';
import type { CliCommand } from './cli-command.ts';

/** `vitrine stats`: videos per theme, then per label. */
export const statsCommand: CliCommand = {
  usage: 'stats                  videos per theme and label',
  run: async ({ db, print }) => {
    const rows = await createVideosRepository(db).countByThemeAndLabel();
    const total = rows.reduce((sum, row) => sum + row.videos, 0);
    print(`${total} videos`);
    const codes = [...new Set(rows.map((row) => row.themeCode))];
    // Themes in their usual order; unknown codes (imported by hand) last.
    codes.sort((a, b) => themeOrder(a) - themeOrder(b));
    for (const code of codes) {
      const labels = rows.filter((row) => row.themeCode === code);
      const theme = themeIdFromCode(code) ?? 'unknown theme';
      print(`${code} (${theme}): ${labels.reduce((sum, row) => sum + row.videos, 0)}`);
      for (const row of labels) print(`  ${row.label}: ${row.videos}`);
    }
    return 0;
  },
};

function themeOrder(code: string): number {
  const id = themeIdFromCode(code);
  return id === undefined ? THEME_IDS.length : THEME_IDS.indexOf(id);
}
