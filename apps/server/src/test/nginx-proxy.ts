import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';
import { waitForPort } from './wait-for-port.ts';

/** The operator's files (docs/DEPLOY.md): the tests run and check these, not copies. */
export const DEPLOY_DIR = fileURLToPath(new URL('../../../../deploy/', import.meta.url));
/** The locations, headers and retries every Vitrine server block of nginx includes. */
export const NGINX_PROXY_SNIPPET = join(DEPLOY_DIR, 'nginx/vitrine-proxy.conf');
/** The header the test proxy adds: which instances nginx tried, in order (`$upstream_addr`). */
export const UPSTREAM_HEADER = 'x-test-upstream';

const NGINX_CANDIDATES = ['nginx', '/usr/sbin/nginx'];
const READY_TIMEOUT_MS = 10_000;

/** nginx on 127.0.0.1 as a child of the test, in front of the given instances. */
export interface NginxProxy {
  port: number;
  child: ChildProcess;
  /** nginx's error log so far: why it refused a config or an upstream. */
  errorLog: () => string;
  stop: () => Promise<void>;
}

/** The nginx binary, or an error saying how to install it (CI's .ci/run does). */
export function nginxBinary(): string {
  const found = NGINX_CANDIDATES.find((candidate) => spawnSync(candidate, ['-v']).error === undefined);
  if (found === undefined) throw new Error('nginx is not installed: this test needs a real one (apt-get install -y nginx).');
  return found;
}

/**
 * A directory nginx may use as its prefix (-p): temp files, pid, logs. Run as root, nginx's
 * workers are `nobody` and must be able to enter it.
 */
export function nginxPrefixDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-nginx-'));
  chmodSync(dir, 0o755);
  return dir;
}

/** `nginx -t`: resolves with nginx's verdict (its output), throws with it when the config is refused. */
export function checkNginxConfig(prefixDir: string, configPath: string): string {
  const result = spawnSync(nginxBinary(), ['-t', '-p', prefixDir, '-c', configPath, '-e', join(prefixDir, 'error.log')], { encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`nginx -t refused ${configPath}:\n${output}`);
  return output;
}

/** The main config nginx runs with here: in the foreground, everything under `dir`. */
export function nginxMainConfig(dir: string, httpBlock: string): string {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${httpBlock}
}
`;
}

/**
 * nginx with deploy/nginx/vitrine-proxy.conf in front of the instances on `upstreamPorts`, with
 * the upstream settings of deploy/nginx/vitrine.conf, on a free port.
 */
export async function startNginxProxy(upstreamPorts: number[]): Promise<NginxProxy> {
  const binary = nginxBinary();
  const dir = nginxPrefixDir();
  const port = await freePort();
  const servers = upstreamPorts.map((upstreamPort) => `    server 127.0.0.1:${upstreamPort} max_fails=1 fail_timeout=10s;`).join('\n');
  const configPath = join(dir, 'nginx.conf');
  writeFileSync(
    configPath,
    nginxMainConfig(
      dir,
      `  proxy_cache_path ${dir}/cache keys_zone=vitrine_assets:1m;
  upstream vitrine {
${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    add_header ${UPSTREAM_HEADER} $upstream_addr always;
    include ${NGINX_PROXY_SNIPPET};
  }`,
    ),
  );
  checkNginxConfig(dir, configPath);
  const errorLogPath = join(dir, 'error.log');
  const errorLog = () => (existsSync(errorLogPath) ? readFileSync(errorLogPath, 'utf8') : '');
  const child = spawn(binary, ['-p', dir, '-c', configPath, '-e', errorLogPath], { stdio: 'ignore' });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        // SIGTERM: nginx's fast shutdown, workers included.
        child.kill('SIGTERM');
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, READY_TIMEOUT_MS, () => (child.exitCode === null ? undefined : `nginx exited (${child.exitCode}):\n${errorLog()}`));
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, child, errorLog, stop };
}
