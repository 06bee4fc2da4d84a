import { readFileSync } from 'node:fs';

/** Kernel clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds of a process (user + system, all its threads) and of its reaped children, from /proc/<pid>/stat's text. */
export function cpuSecondsOf(statText: string): { own: number; children: number } | undefined {
  // Fields after the command name, which is in parentheses and may hold spaces: utime, stime, cutime and cstime are the 14th to 17th.
  const fields = statText.slice(statText.lastIndexOf(') ') + 2).split(' ');
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  if (utime === undefined || stime === undefined || cutime === undefined || cstime === undefined || [utime, stime, cutime, cstime].some(Number.isNaN)) return undefined;
  return { own: (utime + stime) / CLOCK_TICKS_PER_SECOND, children: (cutime + cstime) / CLOCK_TICKS_PER_SECOND };
}

/** The CPU seconds of process `pid` ('self' for this one) so far; undefined off Linux or once it has ended. */
export function processCpuSeconds(pid: number | 'self'): { own: number; children: number } | undefined {
  try {
    return cpuSecondsOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}
