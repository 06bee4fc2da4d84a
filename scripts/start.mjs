// `npm start`: runs the built server (site + API on ports 3001–3009, or on PORT alone),
// building the server and the web app first when their build is missing. Installs nothing.
// SIGINT and SIGTERM stop the server gracefully; this process exits with its exit code.
import { buildIfMissing, REPO_ROOT, SERVER_ENTRY } from './build-if-missing.mjs';
import { run } from './child-processes.mjs';

const buildCode = await buildIfMissing(['server', 'web']);
process.exit(buildCode !== 0 ? buildCode : await run(process.execPath, [SERVER_ENTRY], { cwd: REPO_ROOT }));
