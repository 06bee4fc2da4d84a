import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_CONFIG_ELEMENT_ID, type PageConfig } from '@vitrine/catalog/page-config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_API_KEYS, buildTestApp } from '../test/build-test-app.ts';

const RATE_LIMIT = 3;
const PROXY_ADDRESS = '10.0.0.2';
const TEMPLATE = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');

describe('behind a reverse proxy', () => {
  let dist: string;
  const apps: FastifyInstance[] = [];

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'vitrine-dist-'));
    writeFileSync(join(dist, 'index.html'), TEMPLATE);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    rmSync(dist, { recursive: true, force: true });
  });

  const startApp = async (env: Record<string, string>) => {
    const app = await buildTestApp({
      webDist: dist,
      entries: [],
      env: { RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT), SITE_HOSTS: JSON.stringify({ standup: { hosts: ['comedy.example.ch'] } }), ...env },
    });
    apps.push(app);
    return app;
  };
  /** Calls /api through the proxy at PROXY_ADDRESS, for the client it names in X-Forwarded-For. */
  const apiCallFor = (app: FastifyInstance, client: string) =>
    app.inject({ method: 'GET', url: '/api/blogs', remoteAddress: PROXY_ADDRESS, headers: { 'x-api-key': TEST_API_KEYS[0], 'x-forwarded-for': client } });
  const statusesOf = async (app: FastifyInstance, client: string, count: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) statuses.push((await apiCallFor(app, client)).statusCode);
    return statuses;
  };

  it('with TRUST_PROXY, two clients behind the same proxy are rate limited separately', async () => {
    const app = await startApp({ TRUST_PROXY: '10.0.0.0/8' });
    expect(await statusesOf(app, '203.0.113.1', RATE_LIMIT + 1)).toEqual([200, 200, 200, 429]);
    expect(await statusesOf(app, '203.0.113.2', 1)).toEqual([200]);
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: a client cannot get a fresh bucket by naming another address', async () => {
    const app = await startApp({});
    expect(await statusesOf(app, '203.0.113.1', RATE_LIMIT)).toEqual([200, 200, 200]);
    expect(await statusesOf(app, '203.0.113.2', 1)).toEqual([429]);
  });

  it('an X-Forwarded-For from an address that is not a trusted proxy is ignored', async () => {
    const app = await startApp({ TRUST_PROXY: '127.0.0.1' });
    expect(await statusesOf(app, '203.0.113.1', RATE_LIMIT)).toEqual([200, 200, 200]);
    expect(await statusesOf(app, '203.0.113.2', 1)).toEqual([429]);
  });

  it('with TRUST_PROXY, the page is themed for the host the proxy forwards (X-Forwarded-Host)', async () => {
    const app = await startApp({ TRUST_PROXY: '1' });
    const response = await app.inject({
      method: 'GET',
      url: '/',
      remoteAddress: PROXY_ADDRESS,
      headers: { host: 'app-1:3000', 'x-forwarded-host': 'comedy.example.ch', 'x-forwarded-proto': 'https' },
    });
    const config = new RegExp(`<script type="application/json" id="${PAGE_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(response.body)?.[1];
    expect((JSON.parse(config ?? 'null') as PageConfig).themeId).toBe('standup');
  });
});
