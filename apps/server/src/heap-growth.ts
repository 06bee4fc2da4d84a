import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what a full GC kept, in percent. Left to itself,
 * under sustained uncached load V8 picked its smallest factor (~1.1): the next limit then sat
 * within one young generation of the live heap, so marking began again as soon as a full GC
 * ended, and the server ran one every ~1 s, each a ~10 ms pause that every queued request waited
 * out (uncached p99 on PostgreSQL 30–49 ms against 12–16 ms between them). At 1.5× they are rare,
 * for no higher peak RSS: the heap grows further than that before V8's first full GC anyway
 * (docs/PERFORMANCE.md, the section on 6a5e2df).
 */
const HEAP_GROWING_PERCENT = 50;
const FLAG = '--heap-growing-percent';

/** Whether the server sets its heap growth: not when the operator gave V8 one on the command line. */
export function isHeapGrowthOurs(execArgv: readonly string[]): boolean {
  return !execArgv.some((argument) => argument === FLAG || argument.startsWith(`${FLAG}=`) || argument.startsWith('--heap_growing_percent'));
}

/** Called once at start: V8 reads the factor each time it sets the heap's next limit, after a full GC. */
export function setHeapGrowth(execArgv: readonly string[] = process.execArgv): void {
  if (isHeapGrowthOurs(execArgv)) setFlagsFromString(`${FLAG}=${HEAP_GROWING_PERCENT}`);
}
