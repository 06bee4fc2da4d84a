/** How often waitFor asks again. */
const WAIT_POLL_MS = 50;

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Asks `isDone` until it holds; fails naming `what` after `timeoutMs`. */
export async function waitFor(what: string, isDone: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await isDone())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await pause(WAIT_POLL_MS);
  }
}
