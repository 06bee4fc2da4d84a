import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { drainServer } from './drain-server.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** How long a client may take: bounds that hold on every listening port. */
export interface ConnectionTimeouts {
  /** The whole request, headers and body: a body trickled byte by byte is cut after this. */
  requestTimeoutMs: number;
  /** The request line and headers. */
  headersTimeoutMs: number;
  /** An idle connection between two requests. */
  keepAliveTimeoutMs: number;
  /** How often Node checks the two request timeouts (its default, 30 s, would stretch them). */
  checkIntervalMs: number;
}

/**
 * A contact form or an API call takes milliseconds to send: 30 s is for the slowest phone
 * network, and slow clients cannot hold connections for minutes. Keep-alive stays below the
 * 60 s after which proxies (nginx, load balancers) drop their idle upstream connections.
 */
export const CONNECTION_TIMEOUTS: ConnectionTimeouts = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
};

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
 *
 * A server factory bypasses Fastify's own timeouts, so every server gets `timeouts` here.
 */
export function multiPortFastify(
  options: Omit<FastifyServerOptions, 'serverFactory'>,
  inFlightGraceMs: number,
  timeouts: ConnectionTimeouts = CONNECTION_TIMEOUTS,
): MultiPortFastify {
  let handler: Handler | undefined;
  const extraServers: Server[] = [];
  const serverOptions: ServerOptions = {
    requestTimeout: timeouts.requestTimeoutMs,
    headersTimeout: timeouts.headersTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    connectionsCheckingInterval: timeouts.checkIntervalMs,
  };
  const fastify = Fastify({
    ...options,
    serverFactory: (fastifyHandler) => {
      handler = fastifyHandler;
      return createServer(serverOptions, fastifyHandler);
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
      const server = createServer(serverOptions, handler);
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
