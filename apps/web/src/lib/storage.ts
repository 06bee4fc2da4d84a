/**
 * The only door to localStorage. Storage may be disabled (privacy modes), full or hold
 * corrupt JSON written by an older version; none of that may break the page (PRODUCT §10.13),
 * so every function here swallows the failure and says so through its return value.
 */

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Some browsers throw on merely reading `localStorage` when cookies are blocked.
    return null;
  }
}

export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = storage()?.getItem(key);
    return raw == null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

/** False when the value could not be stored (quota exceeded, storage disabled). */
export function writeJson(key: string, value: unknown): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Plain strings (e.g. `selectedTheme`), stored as they are rather than as JSON. */
export function readText(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: a key we cannot remove is a key we cannot read either.
  }
}
