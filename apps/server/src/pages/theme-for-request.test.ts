import { Writable } from 'node:stream';
import { defaultSites, type Sites } from '@vitrine/catalog/page-config';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createThemeForRequest, KEYWORD_HOSTS_LOGGED_MAX } from './theme-for-request.ts';

interface LogLine {
  level: number;
  msg: string;
  host?: string;
  theme?: string;
}

const INFO = 30;
const KEYWORD_LOG = /^theme by hostname keyword/;

/** A server whose one route answers with the theme the request gets, and the lines it logged. */
async function themeServer(sites: Sites): Promise<{ app: FastifyInstance; keywordLines: () => LogLine[] }> {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as LogLine);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, disableRequestLogging: true });
  const themeForRequest = createThemeForRequest(sites, app.log);
  app.get('/', async (request) => themeForRequest(request));
  await app.ready();
  return { app, keywordLines: () => lines.filter((line) => KEYWORD_LOG.test(line.msg)) };
}

const CONFIGURED = (() => {
  const sites = defaultSites();
  sites.standup = { ...sites.standup, hosts: ['sport-humour.example.ch'], shareBaseUrl: 'https://sport-humour.example.ch' };
  return sites;
})();

describe('the theme of a page request by hostname keyword (issue 13)', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  const themeFor = (host: string, url = '/') => app!.inject({ method: 'GET', url, headers: { host } }).then((response) => response.body);

  it('applies to a host no site is configured for, and says so once per host, at info', async () => {
    const server = await themeServer(CONFIGURED);
    app = server.app;
    expect(await themeFor('www.transport-news.fr')).toBe('sport');
    expect(await themeFor('www.transport-news.fr:8080')).toBe('sport');
    expect(await themeFor('latino.example.org')).toBe('latino');
    expect(server.keywordLines()).toEqual([
      expect.objectContaining({ level: INFO, host: 'www.transport-news.fr', theme: 'sport', msg: expect.stringContaining('www.transport-news.fr is in no SITE_HOSTS entry') }),
      expect.objectContaining({ level: INFO, host: 'latino.example.org', theme: 'latino' }),
    ]);
  });

  it('never overrides a configured host, and logs nothing where no keyword decided', async () => {
    const server = await themeServer(CONFIGURED);
    app = server.app;
    expect(await themeFor('sport-humour.example.ch')).toBe('standup');
    expect(await themeFor('localhost:3008')).toBe('sport');
    expect(await themeFor('www.transport-news.fr', '/?theme=latino')).toBe('latino');
    expect(await themeFor('example.com')).toBe('rock');
    expect(server.keywordLines()).toEqual([]);
  });

  it(`stops logging new hosts past ${KEYWORD_HOSTS_LOGGED_MAX}, since any client picks its Host header`, async () => {
    const server = await themeServer(CONFIGURED);
    app = server.app;
    for (let i = 0; i < KEYWORD_HOSTS_LOGGED_MAX + 5; i += 1) expect(await themeFor(`sport-${i}.example.net`)).toBe('sport');
    const lines = server.keywordLines();
    expect(lines).toHaveLength(KEYWORD_HOSTS_LOGGED_MAX + 1);
    expect(lines.at(-1)?.msg).toContain('the next ones are not logged');
  });
});
