import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { prettyFactory } from 'pino-pretty';
import { describe, expect, it } from 'vitest';
import { PRETTY_OPTIONS, RequestLineLogController } from './logging.ts';

/** The JSON lines an app with the request-line controller writes while answering one request. */
async function linesOfOneRequest(): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const fastify = Fastify({ logController: new RequestLineLogController(), logger: { level: 'info', stream } });
  fastify.get('/api/blogs', async (request) => {
    request.log.info('reading the catalogue');
    return [];
  });
  await fastify.inject({ method: 'GET', url: '/api/blogs?theme=rock' });
  await fastify.close();
  return lines;
}

describe('request logging', () => {
  it('writes one info line per request, on response: method, URL, status, time and request id', async () => {
    const lines = await linesOfOneRequest();
    const requestLines = lines.filter((line) => line['url'] !== undefined || /request/.test(String(line['msg'])));
    expect(requestLines).toEqual([
      expect.objectContaining({ level: 30, reqId: 'req-1', method: 'GET', url: '/api/blogs?theme=rock', statusCode: 200, responseTimeMs: expect.any(Number) }),
    ]);
    expect(requestLines[0]?.['msg']).toMatch(/^GET \/api\/blogs\?theme=rock 200 [\d.]+ ms$/);
    // The handler's own line carries the same request id.
    expect(lines).toContainEqual(expect.objectContaining({ reqId: 'req-1', msg: 'reading the catalogue' }));
  });

  it('reads as one short line on a terminal', async () => {
    const [line] = (await linesOfOneRequest()).filter((entry) => entry['url'] !== undefined);
    const pretty = prettyFactory({ ...PRETTY_OPTIONS, colorize: false })(line);
    expect(pretty.trim()).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: req-1 GET \/api\/blogs\?theme=rock 200 [\d.]+ ms$/);
  });
});
