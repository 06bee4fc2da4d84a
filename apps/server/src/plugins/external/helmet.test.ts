import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';

/** The headers every answer carries (issue 12, defect 12). */
describe('security headers', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  /** Each test starts an app of its own settings: PGlite's start can take long on a busy machine. */
  const APP_TEST_TIMEOUT_MS = 120_000;
  const directive = (csp: string, name: string) => csp.split(';').find((entry) => entry.startsWith(`${name} `));

  it("allow exactly the IFrame API script and the player script it loads, besides the site's own", async () => {
    app = await buildTestApp({ entries: [] });
    const csp = String((await app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://www.youtube.com/iframe_api https://www.youtube.com/s/player/");
    expect(csp).not.toMatch(/report-uri|report-to/);
  }, APP_TEST_TIMEOUT_MS);

  it('carry a Permissions-Policy that gives the embed only what it asks for', async () => {
    app = await buildTestApp({ entries: [] });
    const policy = String((await app.inject({ method: 'GET', url: '/healthz' })).headers['permissions-policy']);
    expect(policy).toContain('camera=()');
    expect(policy).toContain('geolocation=()');
    expect(policy).toContain('fullscreen=(self "https://www.youtube-nocookie.com" "https://www.youtube.com")');
  }, APP_TEST_TIMEOUT_MS);

  it('give API answers a policy that allows nothing, without the policies of a page', async () => {
    app = await buildTestApp({ entries: [], env: { CSP_REPORT_URI: 'https://reports.example.net/csp' } });
    for (const url of ['/api/blogs?t=wmb', '/api/no-such-route']) {
      const { headers } = await app.inject({ method: 'GET', url });
      expect(headers['content-type']).toMatch(/^application\/json/);
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['permissions-policy']).toBeUndefined();
      expect(headers['reporting-endpoints']).toBeUndefined();
    }
    // The API's documentation is a page, with the page's policy.
    const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.headers['content-type']).toMatch(/^text\/html/);
    expect(directive(String(docs.headers['content-security-policy']), 'default-src')).toBe("default-src 'self'");
    expect(docs.headers['permissions-policy']).toBeDefined();
  }, APP_TEST_TIMEOUT_MS);

  it('send HSTS only over HTTPS, as the trusted proxy says', async () => {
    app = await buildTestApp({ entries: [], env: { TRUST_PROXY: '127.0.0.1' } });
    const overHttp = await app.inject({ method: 'GET', url: '/healthz' });
    const overHttps = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    const apiOverHttps = await app.inject({ method: 'GET', url: '/api/blogs?t=wmb', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    expect(overHttps.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(apiOverHttps.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
  }, APP_TEST_TIMEOUT_MS);

  it('ignore a forwarded protocol from a client that is not a trusted proxy', async () => {
    app = await buildTestApp({ entries: [] });
    const response = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  }, APP_TEST_TIMEOUT_MS);

  it('ask browsers to report violations to CSP_REPORT_URI when it is set', async () => {
    app = await buildTestApp({ entries: [], env: { CSP_REPORT_URI: 'https://reports.example.net/csp' } });
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(directive(csp, 'report-uri')).toBe('report-uri https://reports.example.net/csp');
    expect(directive(csp, 'report-to')).toBe('report-to csp');
    expect(response.headers['reporting-endpoints']).toBe('csp="https://reports.example.net/csp"');
  }, APP_TEST_TIMEOUT_MS);
});
