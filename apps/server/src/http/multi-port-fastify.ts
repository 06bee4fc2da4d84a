import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { drainServer } from './drain-server.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface MultiPortFastify {
  fastify: FastifyInstance;
  /** Listens on every port, in order; the first is Fastify's own server. */
  listen: (ports: readonly number[], host: string) => Promise<void>;
}

/**
 * One Fastify instance (one app, one database) answering on several ports: Fastify listens on
 * the first, plain HTTP servers share its handler on the others, and each request's local port
 * says which theme it serves. `fastify.close()` first drains every port (no new connections,
 * requests in flight answered, cut after `inFlightGraceMs`), so the app's own close hooks (the
 * mail worker, then the database) run once no request needs them.
 */
export function multiPortFastify(options: Omit<FastifyServerOptions, 'serverFactory'>, inFlightGraceMs: number): MultiPortFastify {
  let handler: Handler | undefined;
  const extraServers: Server[] = [];
  const fastify = Fastify({
    ...options,
    serverFactory: (fastifyHandler) => {
      handler = fastifyHandler;
      return createServer(fastifyHandler);
    },
  });
  fastify.addHook('preClose', async () => {
    const wasCut = await Promise.all([fastify.server, ...extraServers].map((server) => drainServer(server, inFlightGraceMs)));
    if (wasCut.includes(true)) fastify.log.warn(`requests still running after ${inFlightGraceMs / 1_000} s were cut`);
  });

  const listen = async (ports: readonly number[], host: string) => {
    const [firstPort, ...otherPorts] = ports;
    if (firstPort === undefined) throw new Error('No port to listen on.');
    await fastify.listen({ port: firstPort, host });
    if (handler === undefined) throw new Error('Fastify did not use the server factory.');
    for (const port of otherPorts) {
      const server = createServer(handler);
      server.keepAliveTimeout = fastify.server.keepAliveTimeout;
      extraServers.push(server);
      await listenOn(server, port, host);
    }
  };
  return { fastify, listen };
}

function listenOn(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
