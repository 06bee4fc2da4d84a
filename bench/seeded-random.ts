/** A small seeded generator (mulberry32): the same seed gives the same catalogue on every machine. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [0, size). */
  below: (size: number) => number;
  pick: <T>(items: readonly T[]) => T;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const below = (size: number) => Math.floor(next() * size);
  return { next, below, pick: (items) => items[below(items.length)] as (typeof items)[number] };
}
