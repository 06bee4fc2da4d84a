// @vitest-environment node
/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository's own ESLint config (eslint.config.js at the root), as `npm run lint` runs it. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RULE = 'import/no-restricted-paths';
/** Loading ESLint, typescript-eslint and the config takes a few seconds on a small machine. */
const LINT_TIMEOUT_MS = 60_000;

const eslint = new ESLint({ cwd: REPO_ROOT });

/** The messages of the boundary rule for `code` written in the file at `filePath` (from the root). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('web import boundaries (npm run lint)', { timeout: LINT_TIMEOUT_MS }, () => {
  it('a feature importing another feature fails', async () => {
    const errors = await boundaryErrors('apps/web/src/features/catalog/x.ts', "export { default } from '../details/details-dialog.tsx';\n");
    expect(errors).toEqual([expect.stringContaining('A feature does not import another feature')]);
  });

  it('a feature may import its own modules and the shared folders', async () => {
    const code = [
      "export { useCategoryStore } from './stores/category-store.ts';",
      "export { useThemeStore } from '../../theme/theme-store.ts';",
      "export { toast } from '../../toasts/toast-store.ts';",
      "export { readJson } from '../../lib/storage.ts';",
      '',
    ].join('\n');
    expect(await boundaryErrors('apps/web/src/features/catalog/x.ts', code)).toEqual([]);
  });

  it('a module deeper in a feature may import its own feature, not another one', async () => {
    const filePath = 'apps/web/src/features/catalog/components/x.ts';
    expect(await boundaryErrors(filePath, "export { buildRows } from '../rows/build-rows.ts';\n")).toEqual([]);
    expect(await boundaryErrors(filePath, "export { default } from '../../player/video-player.tsx';\n")).toHaveLength(1);
  });

  it('a feature importing app/ fails', async () => {
    const errors = await boundaryErrors('apps/web/src/features/player/x.ts', "export { paths } from '../../app/paths.ts';\n");
    expect(errors).toEqual([expect.stringContaining('Features do not import from app/')]);
  });

  it('shared code importing a feature or app/ fails', async () => {
    expect(await boundaryErrors('apps/web/src/lib/x.ts', "export { useCategoryStore } from '../features/catalog/stores/category-store.ts';\n")).toHaveLength(1);
    expect(await boundaryErrors('apps/web/src/theme/x.ts', "export { usePageStore } from '../app/page-store.ts';\n")).toHaveLength(1);
    expect(await boundaryErrors('apps/web/src/toasts/x.ts', "import type { DetailsDialogProps } from '../features/details/details-dialog.tsx';\nexport type P = DetailsDialogProps;\n")).toHaveLength(1);
  });

  it('app/ may import the features and the shared folders', async () => {
    const code = "export { CatalogRows } from '../features/catalog/components/catalog-rows.tsx';\nexport { toast } from '../toasts/toast-store.ts';\n";
    expect(await boundaryErrors('apps/web/src/app/x.ts', code)).toEqual([]);
  });
});
