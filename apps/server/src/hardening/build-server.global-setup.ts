import { runServerBuild } from '../test/run-entry-point.ts';

/** Builds the server once, before the hardening files start in parallel (each would run `tsc -b`). */
export default function setup(): void {
  runServerBuild();
}
