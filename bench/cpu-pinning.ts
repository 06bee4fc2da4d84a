import { execFileSync, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Which core the measured server and the load generator each get. On a machine with two or more
 * cores and `taskset`, they are pinned apart so neither steals the other's time; otherwise both
 * share every core, and the report says so.
 */
export interface CpuPlan {
  isPinned: boolean;
  serverCore: number;
  loadCore: number;
  description: string;
}

const SERVER_CORE = 0;
const LOAD_CORE = 1;

export function planCpus(): CpuPlan {
  const hasTaskset = spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
  const cores = availableParallelism();
  const isPinned = hasTaskset && cores >= 2;
  const description = isPinned
    ? `taskset: server (and its database) on core ${SERVER_CORE}, autocannon on core ${LOAD_CORE} (${cores} cores)`
    : `not pinned (${hasTaskset ? `${cores} core` : 'no taskset'}): server and autocannon share the cores`;
  return { isPinned, serverCore: SERVER_CORE, loadCore: LOAD_CORE, description };
}

/** Moves a running process (all its threads) onto one core; later children inherit it. */
export function pinProcess(plan: CpuPlan, pid: number, core: number): void {
  if (plan.isPinned) execFileSync('taskset', ['-a', '-p', '-c', String(core), String(pid)], { stdio: 'ignore' });
}

/** The command line that runs `command` on one core. */
export function commandOnCore(plan: CpuPlan, core: number, command: string, args: readonly string[]): [string, string[]] {
  return plan.isPinned ? ['taskset', ['-c', String(core), command, ...args]] : [command, [...args]];
}
