import { useEffect } from 'react';
import { clearChunkReloadMark } from './chunk-reload.ts';

/** A route module that rendered proves the chunks load again: a later failure may reload once more. */
export function useClearChunkReloadMark(): void {
  useEffect(clearChunkReloadMark, []);
}
