// The ceiling: Fastify answering one constant body from memory, in a process of its own like the
// measured servers. Nothing Vitrine does per request can be faster than this. The body is one
// API page by default, or a page exactly as Vitrine sent it (already compressed), with its headers.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env['CEILING_BODY_FILE']!);
const contentType = process.env['CEILING_CONTENT_TYPE'] || 'application/json; charset=utf-8';
const contentEncoding = process.env['CEILING_CONTENT_ENCODING'];
const app = Fastify({ logger: false });
app.get('/', async (_request, reply) => {
  if (contentEncoding) reply.header('content-encoding', contentEncoding);
  return reply.type(contentType).send(body);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env['PORT']) });
process.once('SIGTERM', () => void app.close());
