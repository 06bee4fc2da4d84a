// The catalogue every bench script measures (`npm run bench`, `bench:import`, `bench:mixed`): the
// same generated videos, sized by the same settings, so that their figures can be compared.
import { BENCH_CATALOGUE_SEED, generateVideos, type ImportItem } from './video-generator.ts';

const DEFAULT_VIDEOS = 100_000;
/** As long as the fixture channel feed's descriptions are on average (743–1,920 characters). */
const DEFAULT_DESCRIPTION_CHARS = 1_200;

/** An integer from the environment variable `name`, or `fallback` when it is unset; anything else is refused. */
export function integerSetting(name: string, fallback: number, { allowZero = false } = {}): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  const smallest = allowZero ? 0 : 1;
  if (!Number.isInteger(value) || value < smallest) throw new Error(`${name} must be an integer ≥ ${smallest}, got "${raw}"`);
  return value;
}

export interface BenchCatalogue {
  videoCount: number;
  /**
   * Each description is lengthened to this many characters (0 keeps the generated ~160): real ones
   * run to 1–2 KB, and what a search or an import costs depends on it (PostgreSQL keeps no
   * statistics of texts over 1 KB; the trigram index grows with the text).
   */
  descriptionChars: number;
}

/** BENCH_VIDEOS and BENCH_DESCRIPTION_CHARS, or their defaults. */
export function benchCatalogue(): BenchCatalogue {
  return {
    videoCount: integerSetting('BENCH_VIDEOS', DEFAULT_VIDEOS),
    descriptionChars: integerSetting('BENCH_DESCRIPTION_CHARS', DEFAULT_DESCRIPTION_CHARS, { allowZero: true }),
  };
}

export function describeCatalogue({ videoCount, descriptionChars }: BenchCatalogue): string {
  return `${videoCount} videos${descriptionChars > 0 ? ` (descriptions of ${descriptionChars}+ characters)` : ''}`;
}

export function generateBenchCatalogue({ videoCount, descriptionChars }: BenchCatalogue, now = new Date()): ImportItem[] {
  return generateVideos(videoCount, BENCH_CATALOGUE_SEED, now, { descriptionChars });
}
