// `npm run vitrine -- <command>`: the operator CLI, run from the build (built first when missing).
import { buildIfMissing, CLI_ENTRY, REPO_ROOT } from './build-if-missing.mjs';
import { run } from './child-processes.mjs';

const buildCode = await buildIfMissing(['server']);
process.exit(buildCode !== 0 ? buildCode : await run(process.execPath, [CLI_ENTRY, ...process.argv.slice(2)], { cwd: REPO_ROOT }));
