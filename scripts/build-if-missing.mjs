// What `npm start` and `npm run vitrine` need built, and building it when it is missing (a fresh
// clone). A build that is there is used as it is: `npm run build` refreshes it.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './child-processes.mjs';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = join(REPO_ROOT, 'apps/server/dist/server.js');
export const CLI_ENTRY = join(REPO_ROOT, 'apps/server/dist/cli/vitrine.js');

/** Each part: the files it must have, and the workspace whose build makes them (the server's builds the catalog too). */
const PARTS = {
  server: { outputs: [SERVER_ENTRY, CLI_ENTRY, join(REPO_ROOT, 'packages/catalog/dist/page-config.js')], workspace: '@vitrine/server' },
  web: { outputs: [join(REPO_ROOT, 'apps/web/dist/index.html')], workspace: '@vitrine/web' },
};

/** Builds the parts that are missing; resolves with 0, or the failed build's exit code. */
export async function buildIfMissing(partNames) {
  if (!existsSync(join(REPO_ROOT, 'node_modules'))) {
    console.error('Dependencies are missing: run `npm install` first.');
    return 1;
  }
  for (const name of partNames) {
    // WEB_DIST names a web build made elsewhere: this one is not served.
    if (name === 'web' && process.env.WEB_DIST?.trim()) continue;
    const { outputs, workspace } = PARTS[name];
    const missing = outputs.find((path) => !existsSync(path));
    if (missing === undefined) continue;
    console.log(`Building ${workspace} (${missing.slice(REPO_ROOT.length + 1)} is missing)…`);
    const code = await run('npm', ['run', 'build', '-w', workspace], { cwd: REPO_ROOT });
    if (code !== 0) {
      console.error(`The build failed. Building needs the dev dependencies: \`npm install\` (not \`--omit=dev\`), then \`npm run build\`.`);
      return code;
    }
  }
  return 0;
}
