import { HomePage } from '../home-page.tsx';
import { useClearChunkReloadMark } from '../use-clear-chunk-reload-mark.ts';

/** `/` and `/{pathseo}`: the same home page (PRODUCT §2.0). */
export function HomeRoute() {
  useClearChunkReloadMark();
  return <HomePage />;
}
