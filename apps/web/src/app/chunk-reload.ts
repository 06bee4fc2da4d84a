import { CHUNK_RELOAD_STORAGE_KEY } from '../lib/storage-keys.ts';

/**
 * A deploy replaces the hashed chunks, so an open tab asking for an old one gets a 404.
 * Reloading fetches the new index.html; the sessionStorage mark makes it happen once,
 * so a chunk that is really broken shows an error instead of a reload loop.
 */
function readMark(): string | null {
  try {
    return window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeMark(value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(CHUNK_RELOAD_STORAGE_KEY);
    else window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, value);
  } catch {
    // Storage can be disabled; the worst case is one more error page, never a crash.
  }
}

export function hasChunkReloadMark(): boolean {
  return readMark() !== null;
}

/** Reloads the page unless it already did so for a failed chunk; returns whether it reloads. */
export function reloadOnceForChunkError(reload: () => void = () => window.location.reload()): boolean {
  if (readMark() !== null) return false;
  writeMark(String(Date.now()));
  reload();
  return true;
}

/** Called once a route module rendered: the next failed chunk may reload again. */
export function clearChunkReloadMark(): void {
  writeMark(null);
}

/** Failed dynamic imports: Vite's event and the browsers' own messages. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS|Failed to load module script/i.test(message);
}

export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault();
  });
}
