import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { THEME_IDS, THEME_PORTS } from '@vitrine/catalog/themes/theme-ids';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import app, { appOptions } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { isDemoSeededWhenEmpty } from './db/demo-seed-policy.ts';
import { DatabaseConnectError } from './db/open-postgres.ts';
import { PGLITE_IN_USE_EXIT_CODE, PgliteInUseError } from './db/pglite-lock.ts';
import { buildDemoCatalogue } from './demo/demo-catalogue.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Starts the app: one Fastify instance (one database) listening on every configured port.
 * Fastify listens on the first; the others are plain HTTP servers sharing its handler, and
 * each request's local port tells the app which theme it serves (3001 rock … 3009 wildpeaks).
 */
async function start(config: AppConfig): Promise<void> {
  let handler: Handler | undefined;
  const extraServers: Server[] = [];
  const fastify = Fastify({
    ...appOptions,
    trustProxy: config.trustProxy,
    logger: { level: config.logLevel },
    serverFactory: (fastifyHandler) => {
      handler = fastifyHandler;
      return createServer(fastifyHandler);
    },
  });
  fastify.addHook('onClose', async () => {
    await Promise.all(extraServers.map(closeServer));
  });
  const isDemoSeeded = isDemoSeededWhenEmpty(config.seedDemo, config.databaseUrl === undefined);
  await fastify.register(fp(app), { config, ...(isDemoSeeded && { seedWhenEmpty: () => buildDemoCatalogue(new Date()) }) });

  const [firstPort, ...otherPorts] = config.ports;
  if (firstPort === undefined || handler === undefined) throw new Error('No port to listen on.');
  try {
    await fastify.listen({ port: firstPort, host: config.host });
    for (const port of otherPorts) {
      const server = createServer(handler);
      server.keepAliveTimeout = fastify.server.keepAliveTimeout;
      extraServers.push(server);
      await listen(server, port, config.host);
    }
  } catch (error) {
    // Close the database properly before giving up.
    await fastify.close();
    throw error;
  }

  const themeByPort = new Map(THEME_IDS.map((id) => [THEME_PORTS[id], id]));
  for (const port of config.ports) fastify.log.info(`Vitrine ${themeByPort.get(port) ?? 'by Host header'}: http://localhost:${port}`);

  const stop = async (signal: string) => {
    fastify.log.info({ signal }, 'shutting down');
    await fastify.close();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

try {
  await start(loadConfig());
} catch (error) {
  if (error instanceof PgliteInUseError) {
    console.error(error.message);
    process.exit(PGLITE_IN_USE_EXIT_CODE);
  }
  if (error instanceof ConfigError || error instanceof DatabaseConnectError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Cannot start: ${(error as Error).message}. Another server is using that port; stop it or set PORT.`);
  } else {
    console.error(error);
  }
  process.exit(1);
}
