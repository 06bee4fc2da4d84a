// The ceiling: Fastify answering one constant JSON page from memory, in a process of its own
// like the measured servers. Nothing Vitrine does per request can be faster than this.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env['CEILING_BODY_FILE']!, 'utf8');
const app = Fastify({ logger: false });
app.get('/', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ host: '127.0.0.1', port: Number(process.env['PORT']) });
process.once('SIGTERM', () => void app.close());
