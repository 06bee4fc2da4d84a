import { MultiBar, Presets, type SingleBar } from 'cli-progress';
import type { SyncOutcome } from './sync-source.ts';

/** How a sync run reports each source: a bar on a terminal, plain lines otherwise (logs, CI). */
export interface SyncProgress {
  start: (name: string) => (done: number, total: number) => void;
  finish: (name: string, outcome: SyncOutcome) => void;
  stop: () => void;
}

export function describeOutcome(outcome: SyncOutcome): string {
  if (outcome.error !== undefined) return `failed: ${outcome.error} (its videos are kept)`;
  const pruned = outcome.pruned > 0 ? `, ${outcome.pruned} pruned` : '';
  return `${outcome.inserted} inserted, ${outcome.updated} updated, ${outcome.unchanged} unchanged, ${outcome.failed.length} failed${pruned}`;
}

export function createSyncProgress(print: (line: string) => void, isTerminal = process.stdout.isTTY === true): SyncProgress {
  if (!isTerminal) {
    return {
      start: (name) => {
        print(`${name}: reading…`);
        return () => {};
      },
      finish: (name, outcome) => {
        print(`${name}: ${describeOutcome(outcome)}`);
        for (const { entry, reason } of outcome.failed) print(`  skipped ${entry}: ${reason}`);
      },
      stop: () => {},
    };
  }
  const bars = new MultiBar({ format: '{name} [{bar}] {value}/{total} {status}', hideCursor: true, clearOnComplete: false }, Presets.shades_classic);
  const byName = new Map<string, SingleBar>();
  return {
    start: (name) => {
      const bar = bars.create(1, 0, { name, status: '' });
      byName.set(name, bar);
      return (done, total) => {
        bar.setTotal(total);
        bar.update(done);
      };
    },
    finish: (name, outcome) => {
      byName.get(name)?.update({ status: describeOutcome(outcome) });
      for (const { entry, reason } of outcome.failed) bars.log(`${name}: skipped ${entry}: ${reason}\n`);
    },
    stop: () => bars.stop(),
  };
}
