import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port.ts';
import { checkNginxConfig, DEPLOY_DIR, NGINX_PROXY_SNIPPET, nginxMainConfig, nginxPrefixDir } from './test/nginx-proxy.ts';

/**
 * The operator's files under deploy/ (docs/DEPLOY.md), checked by the tools that will read them.
 * Only what would differ on this machine is replaced: ports, certificate and cache paths, where
 * the snippet and node are. The compose file and the Dockerfile need images: not checked here.
 */

/** Replaces each `from` (which must be there: a renamed path would otherwise go unchecked) with `to`. */
function substitute(text: string, replacements: [from: string, to: string][]): string {
  return replacements.reduce((result, [from, to]) => {
    expect(result, `expected "${from}" in the file`).toContain(from);
    return result.replaceAll(from, to);
  }, text);
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function nginxPrefix(): string {
  const dir = nginxPrefixDir();
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('deploy/nginx', () => {
  it('vitrine.conf (TLS, redirect, upstream, asset cache) passes `nginx -t`', async () => {
    const dir = nginxPrefix();
    // A throwaway certificate where the operator's Let's Encrypt one would be.
    const openssl = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=localhost'], {
      encoding: 'utf8',
    });
    if (openssl.error !== undefined) throw new Error('openssl is not installed: this test needs it to make a certificate (apt-get install -y openssl).');
    expect(openssl.status, openssl.stderr).toBe(0);
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const site = substitute(readFileSync(join(DEPLOY_DIR, 'nginx/vitrine.conf'), 'utf8'), [
      ['listen 80;', `listen 127.0.0.1:${httpPort};`],
      ['listen [::]:80;', ''],
      ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
      ['listen [::]:443 ssl http2;', ''],
      ['/var/cache/nginx/vitrine', join(dir, 'cache')],
      ['/etc/letsencrypt/live/example.org/fullchain.pem', join(dir, 'cert.pem')],
      ['/etc/letsencrypt/live/example.org/privkey.pem', join(dir, 'key.pem')],
      ['/etc/nginx/snippets/vitrine-proxy.conf', NGINX_PROXY_SNIPPET],
    ]);
    writeFileSync(join(dir, 'vitrine.conf'), site);
    writeFileSync(join(dir, 'nginx.conf'), nginxMainConfig(dir, `  include ${join(dir, 'vitrine.conf')};`));
    expect(checkNginxConfig(dir, join(dir, 'nginx.conf'))).toContain('test is successful');
  });

  it('compose.conf (the compose file\'s nginx) passes `nginx -t`', async () => {
    const dir = nginxPrefix();
    const site = substitute(readFileSync(join(DEPLOY_DIR, 'nginx/compose.conf'), 'utf8'), [
      ['listen 80;', `listen 127.0.0.1:${await freePort()};`],
      // The compose network's names, which only Docker's DNS knows.
      ['app1:3000', '127.0.0.1:3000'],
      ['app2:3000', '127.0.0.1:3010'],
      ['/var/cache/nginx/vitrine', join(dir, 'cache')],
      ['/etc/nginx/snippets/vitrine-proxy.conf', NGINX_PROXY_SNIPPET],
    ]);
    writeFileSync(join(dir, 'compose.conf'), site);
    writeFileSync(join(dir, 'nginx.conf'), nginxMainConfig(dir, `  include ${join(dir, 'compose.conf')};`));
    expect(checkNginxConfig(dir, join(dir, 'nginx.conf'))).toContain('test is successful');
  });
});

describe('deploy/systemd', () => {
  it('vitrine@.service passes `systemd-analyze verify` as an instance (vitrine@3000)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-systemd-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    // verify checks that ExecStart's program exists: node is elsewhere on some machines.
    const unit = substitute(readFileSync(join(DEPLOY_DIR, 'systemd/vitrine@.service'), 'utf8'), [['ExecStart=/usr/bin/node ', `ExecStart=${process.execPath} `]]);
    writeFileSync(join(dir, 'vitrine@.service'), unit);
    const result = spawnSync('systemd-analyze', ['verify', join(dir, 'vitrine@3000.service')], { encoding: 'utf8' });
    if (result.error !== undefined) throw new Error('systemd-analyze is not installed: this test needs it (apt-get install -y systemd).');
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);
  });
});
