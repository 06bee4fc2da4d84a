import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import app, { appOptions } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { isDemoSeededWhenEmpty } from './db/demo-seed-policy.ts';
import { DatabaseConnectError } from './db/open-postgres.ts';
import { PGLITE_IN_USE_EXIT_CODE, PgliteInUseError } from './db/pglite-lock.ts';
import { buildDemoCatalogue } from './demo/demo-catalogue.ts';
import { multiPortFastify } from './http/multi-port-fastify.ts';
import { setHeapGrowth } from './heap-growth.ts';
import { loggerOptions } from './logging.ts';
import { startSummary } from './start-summary.ts';

/** After SIGTERM or SIGINT, requests in flight get this long to be answered; then their connections are cut. */
const IN_FLIGHT_GRACE_MS = 7_000;
/** Past this the process exits anyway, non-zero: something (a mail send, the pool) would not let go. */
const SHUTDOWN_DEADLINE_MS = 9_500;

/** Starts the app on every configured port (3001 rock … 3009 wildpeaks, or PORT alone). */
async function start(config: AppConfig): Promise<FastifyInstance> {
  const { fastify, listen } = multiPortFastify(
    { ...appOptions, trustProxy: config.trustProxy, logger: loggerOptions(config.logLevel, process.stdout.isTTY === true) },
    IN_FLIGHT_GRACE_MS,
  );
  const isDemoSeeded = isDemoSeededWhenEmpty(config.seedDemo, config.databaseUrl === undefined);
  await fastify.register(fp(app), { config, ...(isDemoSeeded && { seedWhenEmpty: () => buildDemoCatalogue(new Date()) }) });
  try {
    await listen(config.ports, config.host);
  } catch (error) {
    // Close the database properly before giving up.
    await fastify.close();
    throw error;
  }
  for (const line of startSummary(config)) fastify.log.info(line);
  return fastify;
}

type Stop = (reason: object, exitCode: number) => Promise<void>;

/** The server's one way to stop: gracefully (once started), then exit with `exitCode`; a second call changes nothing. */
function stopper(started: Promise<FastifyInstance>): Stop {
  let isStopping = false;
  return async (reason, exitCode) => {
    if (isStopping) return;
    isStopping = true;
    setTimeout(() => {
      console.error(`Vitrine did not stop within ${SHUTDOWN_DEADLINE_MS / 1_000} s; exiting anyway.`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // A failed start exits on its own (below).
    const fastify = await started.catch(() => undefined);
    if (fastify === undefined) return;
    fastify.log.info(reason, 'stopping: no new connections; finishing the requests in flight and the current mail send');
    await fastify.close();
    fastify.log.info('stopped');
    process.exit(exitCode);
  };
}

/**
 * SIGTERM and SIGINT stop the server gracefully, also when they arrive during start-up (it
 * stops once started). Repeats change nothing: Ctrl-C under `npm start` reaches this process
 * twice, from the terminal and forwarded by scripts/start.mjs.
 */
function stopOnSignals(stop: Stop): void {
  process.on('SIGTERM', (signal) => void stop({ signal }, 0));
  process.on('SIGINT', (signal) => void stop({ signal }, 0));
}

/**
 * An embedded database that stopped under the server (its thread crashed or ran out of memory)
 * cannot be opened again by this process: it exits non-zero, so that its service manager starts
 * a new one (deploy/systemd: Restart=on-failure), rather than answering 503 until someone looks.
 */
function stopWhenDatabaseLost(fastify: FastifyInstance, stop: Stop): void {
  fastify.onDatabaseLost((error) => {
    fastify.log.fatal({ err: error }, 'the embedded database stopped: the server exits, to be started again');
    void stop({ reason: 'database lost' }, 1);
  });
}

setHeapGrowth();
try {
  const started = start(loadConfig());
  const stop = stopper(started);
  stopOnSignals(stop);
  stopWhenDatabaseLost(await started, stop);
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
