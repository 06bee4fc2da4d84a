import { connect } from 'node:net';

const POLL_MS = 50;

/**
 * Resolves once something listens on 127.0.0.1:`port`. `whyNot` tells why waiting is pointless
 * (the process exited): it is thrown at once instead of waiting for the deadline.
 */
export async function waitForPort(port: number, timeoutMs: number, whyNot: () => string | undefined = () => undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await canConnect(port))) {
    const reason = whyNot();
    if (reason !== undefined) throw new Error(reason);
    if (Date.now() > deadline) throw new Error(`nothing listened on 127.0.0.1:${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
