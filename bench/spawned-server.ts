import { spawn, type ChildProcess } from 'node:child_process';
import { commandOnCore, type CpuPlan } from './cpu-pinning.ts';

const READY_TIMEOUT_MS = 180_000;
const READY_POLL_MS = 250;
const STOP_TIMEOUT_MS = 10_000;

/** A server under measurement, in a process of its own on the server core. */
export interface SpawnedServer {
  pid: number;
  baseUrl: string;
  /** Resolves once the server has answered everything asked before (its queue is empty). */
  drain: () => Promise<void>;
  stop: () => Promise<void>;
}

export interface SpawnOptions {
  name: string;
  args: readonly string[];
  env?: NodeJS.ProcessEnv;
  port: number;
  /** Answers below 500 once the server can serve. */
  readyPath: string;
}

/** Starts `node <args>` pinned to the server core and waits until it answers on 127.0.0.1. */
export async function spawnNodeServer(plan: CpuPlan, { name, args, env, port, readyPath }: SpawnOptions): Promise<SpawnedServer> {
  const [command, commandArgs] = commandOnCore(plan, plan.serverCore, process.execPath, args);
  const child = spawn(command, commandArgs, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(child, name, `${baseUrl}${readyPath}`);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const drain = async () => {
    await fetch(`${baseUrl}${readyPath}`).catch(() => undefined);
  };
  return { pid: child.pid!, baseUrl, drain, stop: () => stopProcess(child) };
}

async function waitUntilReady(child: ChildProcess, name: string, url: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before answering ${url}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  throw new Error(`${name} did not answer ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
