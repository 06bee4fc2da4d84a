// `npm run dev`: the API server from the sources, restarted on change (ports 3001–3009, or PORT),
// and the Vite dev server with hot reload, which proxies /api to it with the API key. When one
// stops, the other is stopped too.
import { run, stopChildren } from './child-processes.mjs';
import { REPO_ROOT } from './build-if-missing.mjs';

const npm = (workspace) => run('npm', ['run', 'dev', '-w', workspace], { cwd: REPO_ROOT });
const codes = await Promise.all([npm('@vitrine/server'), npm('@vitrine/web')].map((exited) => exited.finally(() => stopChildren())));
process.exit(codes.find((code) => code !== 0) ?? 0);
