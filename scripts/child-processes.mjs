// Child processes of the launchers (start.mjs, dev.mjs, vitrine.mjs): a signal this process
// gets is passed on to them, and each launcher exits with its child's code, so nothing is left
// running behind it.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

/** SIGHUP (terminal closed) stops the children like SIGTERM: the server handles only SIGINT and SIGTERM. */
const FORWARDED_SIGNALS = { SIGINT: 'SIGINT', SIGTERM: 'SIGTERM', SIGHUP: 'SIGTERM' };
const PARENT_CHECK_INTERVAL_MS = 500;
/**
 * Each child leads its own process group, and a signal goes to the whole group: `npm run`
 * children sit behind a `sh -c` that would die of it without passing it on. (On Windows a
 * detached child would get its own console window.)
 */
const IS_GROUP_LEADER = process.platform !== 'win32';

const running = new Set();
let isForwarding = false;
let stopSignal;

/**
 * Runs a command, its output on this terminal (its input is not: a group that is not in the
 * foreground must not read the terminal). Resolves with its exit code, 128 + the signal's
 * number when a signal ended it; a command asked to run after a stop does not start.
 */
export function run(command, args, options = {}) {
  forwardSignals();
  if (stopSignal !== undefined) return Promise.resolve(128 + constants.signals[stopSignal]);
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], detached: IS_GROUP_LEADER, ...options });
  running.add(child);
  return new Promise((resolve, reject) => {
    child.once('error', (error) => {
      running.delete(child);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

/** Asks every running child (and what it started) to stop; nothing starts afterwards. */
export function stopChildren(signal = 'SIGTERM') {
  stopSignal ??= signal;
  for (const child of running) {
    try {
      if (IS_GROUP_LEADER) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch (error) {
      // The group ended between its exit and this call.
      if (error.code !== 'ESRCH') throw error;
    }
  }
}

function forwardSignals() {
  if (isForwarding) return;
  isForwarding = true;
  for (const [received, sent] of Object.entries(FORWARDED_SIGNALS)) process.on(received, () => stopChildren(sent));
  // `npm start` runs a launcher through `sh -c`, which dies of npm's SIGTERM without passing it
  // on: when the process that started this one is gone, stop as if told to.
  const parent = process.ppid;
  const parentCheck = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(parentCheck);
    stopChildren('SIGTERM');
  }, PARENT_CHECK_INTERVAL_MS);
  parentCheck.unref();
}
