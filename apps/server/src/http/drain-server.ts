import type { Server } from 'node:http';

/** How often connections that went idle since the close are closed. */
const IDLE_SWEEP_INTERVAL_MS = 100;

/**
 * Graceful stop of one HTTP server: it stops accepting connections at once, each open
 * connection closes as soon as its request is answered, and whatever is still open at
 * `graceMs` is cut. Resolves when no connection is left; true when some had to be cut.
 */
export function drainServer(server: Server, graceMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let wasCut = false;
    // Node closes the connections idle at close time only: a keep-alive connection whose
    // request ends later would hold the close for the whole keep-alive timeout.
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_INTERVAL_MS);
    const cut = setTimeout(() => {
      wasCut = true;
      server.closeAllConnections();
    }, graceMs);
    // Also called back (with ERR_SERVER_NOT_RUNNING) when the server never listened.
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      resolve(wasCut);
    });
  });
}
