import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what a full GC kept, in percent. Left to itself,
 * under sustained uncached load V8 picked its smallest factor (~1.1): the next limit then sat
 * within one young generation of the live heap, so marking began again as soon as a full GC
 * ended, and the server ran one every ~1 s, each a 5–10 ms pause that every queued request waited
 * out. 1.5× was enough while descriptions were short; with real-length ones (1,200 characters)
 * a full GC still came every ~1.2 s and the uncached p99 on PostgreSQL was 15–37 ms. At 2× they
 * come every few seconds (p99 13–20 ms on 7–9 of 9 list rows against 2–5), for ~40 MB more
 * peak RSS (docs/PERFORMANCE.md, "V8's heap growth at 2×").
 */
const HEAP_GROWING_PERCENT = 100;
const FLAG = '--heap-growing-percent';

/** Whether the server sets its heap growth: not when the operator gave V8 one on the command line. */
export function isHeapGrowthOurs(execArgv: readonly string[]): boolean {
  return !execArgv.some((argument) => argument === FLAG || argument.startsWith(`${FLAG}=`) || argument.startsWith('--heap_growing_percent'));
}

/** Called once at start: V8 reads the factor each time it sets the heap's next limit, after a full GC. */
export function setHeapGrowth(execArgv: readonly string[] = process.execArgv): void {
  if (isHeapGrowthOurs(execArgv)) setFlagsFromString(`${FLAG}=${HEAP_GROWING_PERCENT}`);
}
