import { runServerBuild } from './run-entry-point.ts';

/** Builds the server once, before test files start side by side (each would run `tsc -b` into the same dist/). */
export default function setup(): void {
  runServerBuild();
}
