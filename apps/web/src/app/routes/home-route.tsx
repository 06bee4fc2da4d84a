import { HomePage } from '../home-page.tsx';
import { useClearChunkReloadMark } from '../use-clear-chunk-reload-mark.ts';

/** `/` and `/{pathseo}`: the same home page (SPEC §2 Routes). */
export function Component() {
  useClearChunkReloadMark();
  return <HomePage />;
}
