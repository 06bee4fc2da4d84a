import { readFileSync } from 'node:fs';

const RSS_SAMPLE_INTERVAL_MS = 200;

/** The resident set size, in bytes, of /proc/<pid>/status's text; undefined when it has none. */
export function rssBytesOf(statusText: string): number | undefined {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(statusText);
  return match === null ? undefined : Number(match[1]) * 1024;
}

/** Samples a process's RSS while it runs (Linux /proc); `peakBytes` is undefined where /proc is missing. */
export function sampleRss(pid: number): { stop: () => { peakBytes: number | undefined } } {
  let peakBytes: number | undefined;
  const sample = () => {
    try {
      const rss = rssBytesOf(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss !== undefined) peakBytes = Math.max(peakBytes ?? 0, rss);
    } catch {
      // no /proc, or the process has ended
    }
  };
  sample();
  const timer = setInterval(sample, RSS_SAMPLE_INTERVAL_MS);
  return {
    stop: () => {
      sample();
      clearInterval(timer);
      return { peakBytes };
    },
  };
}
