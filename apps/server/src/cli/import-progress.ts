import { SingleBar } from 'cli-progress';

/** A line every tenth of the work when the output is not a terminal (a log, CI). */
const PLAIN_STEPS = 10;

/** How far an import is: a bar on a terminal, plain lines otherwise. */
export interface ImportProgress {
  /** `done` of the total are handled (written, unchanged or rejected). */
  update: (done: number) => void;
  stop: () => void;
}

/**
 * A progress bar on `terminal` when there is one (the CLI passes stderr when it is a TTY),
 * else a plain line through `print` at each tenth, so a log shows progress without control codes.
 */
export function importProgress(total: number, print: (line: string) => void, terminal: NodeJS.WriteStream | undefined): ImportProgress {
  if (terminal !== undefined) {
    const bar = new SingleBar({ stream: terminal, format: 'importing [{bar}] {percentage}% | {value}/{total} videos | {eta}s left', hideCursor: true });
    bar.start(total, 0);
    return { update: (done) => bar.update(done), stop: () => bar.stop() };
  }
  let printedStep = 0;
  return {
    update: (done) => {
      const step = total === 0 ? PLAIN_STEPS : Math.floor((done / total) * PLAIN_STEPS);
      if (step <= printedStep) return;
      printedStep = step;
      print(`imported ${done}/${total} videos (${Math.round((done / total) * 100)}%)`);
    },
    stop: () => {},
  };
}
