import { readFile } from 'node:fs/promises';
import '@vitrine/catalog/typebox-formats';
import { ApiVideoSchema, ThumbnailsSchema, type ApiVideo } from '@vitrine/catalog/api-schemas';
import { THEME_CODE_VALUES } from '@vitrine/catalog/themes/theme-ids';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import { toVideoRow } from '../db/video-row.ts';
import type { BatchOutcome, VideoWrite } from '../db/upsert-videos.ts';
import { createVideosRepository, type VideosRepository } from '../db/videos-repository.ts';
import { EXIT_USAGE, type CliCommand } from './cli-command.ts';
import { importProgress } from './import-progress.ts';

const UNIQUE_VIOLATION = '23505';
/** Videos per INSERT: ~19 parameters each, well under PostgreSQL's 65,535 per statement. */
export const IMPORT_BATCH_SIZE = 1_000;
/**
 * From this many valid videos an import is one bulk transaction (bulk-upsert-videos.ts): faster
 * (PERFORMANCE.md), but all or nothing, without a commit per batch.
 */
export const BULK_IMPORT_MIN_VIDEOS = 10_000;
const DRY_RUN_FLAG = '--dry-run';
const USAGE = `usage: vitrine import <file.json> [${DRY_RUN_FLAG}]`;
const isValidApiVideo = TypeCompiler.Compile(ApiVideoSchema);

interface Candidate {
  position: number;
  item: unknown;
  themeCode: unknown;
}

interface Rejection {
  position: number;
  id: string;
  reason: string;
}

/** A candidate that passed validation, as the row it becomes. */
interface ValidVideo {
  position: number;
  row: VideoWrite;
}

export interface ImportSummary extends BatchOutcome {
  rejected: Rejection[];
}

/**
 * `vitrine import <file.json> [--dry-run]`: videos in the API shape, either `[{ t, ...video }]`
 * or `{ t, data: [video] }`; each is validated, then inserted or updated by `_id`, a batch per
 * statement or, from `bulkMinVideos` valid videos, in one bulk transaction (importVideos). A dry
 * run validates and says what would be inserted or updated, writing nothing.
 */
export const importCommand = createImportCommand();

export function createImportCommand(bulkMinVideos = BULK_IMPORT_MIN_VIDEOS): CliCommand {
  return {
    usage: `import <file.json> [${DRY_RUN_FLAG}]  upsert videos ([{t, ...video}] or {t, data: [...]}); ${DRY_RUN_FLAG} writes nothing`,
    run: async ({ db, print, terminal }, args) => {
      const isDryRun = args.includes(DRY_RUN_FLAG);
      const [file, ...rest] = args.filter((arg) => arg !== DRY_RUN_FLAG);
      if (file === undefined || rest.length > 0 || file.startsWith('--')) {
        print(USAGE);
        return EXIT_USAGE;
      }
      let document: unknown;
      try {
        document = JSON.parse(await readFile(file, 'utf8'));
      } catch (error) {
        print(`Cannot read ${file}: ${(error as Error).message}`);
        return 1;
      }
      const candidates = candidatesOf(document);
      if (candidates === undefined) {
        print('The file must hold an array of videos with a "t" theme code each, or { "t": "<code>", "data": [videos] }.');
        return 1;
      }
      const repository = createVideosRepository(db);
      const { valid, rejected } = validateCandidates(candidates, new Date());
      if (isDryRun) {
        const existing = await existingIdsOf(repository, valid);
        print(`${file} (dry run, nothing written): ${valid.length - existing} to insert, ${existing} to update, ${rejected.length} rejected`);
        printRejections(rejected, print);
        return rejected.length > 0 ? 1 : 0;
      }
      const progress = importProgress(candidates.length, print, terminal);
      progress.update(rejected.length);
      const summary = await importVideos(repository, valid, (done) => progress.update(rejected.length + done), bulkMinVideos);
      await repository.tidyAfterBulkWrite();
      progress.stop();
      summary.rejected = [...rejected, ...summary.rejected].sort((a, b) => a.position - b.position);
      print(`${file}: ${summary.inserted} inserted, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.rejected.length} rejected`);
      printRejections(summary.rejected, print);
      return summary.rejected.length > 0 ? 1 : 0;
    },
  };
}

function candidatesOf(document: unknown): Candidate[] | undefined {
  if (Array.isArray(document)) {
    return document.map((item: unknown, position) => ({ position, item, themeCode: isObject(item) ? item['t'] : undefined }));
  }
  if (isObject(document) && Array.isArray(document['data'])) {
    return (document['data'] as unknown[]).map((item, position) => ({ position, item, themeCode: document['t'] }));
  }
  return undefined;
}

/** Each candidate checked against the theme codes and the API shape; the rejected ones with their reason. */
function validateCandidates(candidates: Candidate[], now: Date): { valid: ValidVideo[]; rejected: Rejection[] } {
  const valid: ValidVideo[] = [];
  const rejected: Rejection[] = [];
  for (const { position, item, themeCode } of candidates) {
    const reject = (reason: string) => rejected.push({ position, id: idOf(item), reason });
    if (typeof themeCode !== 'string' || !(THEME_CODE_VALUES as readonly string[]).includes(themeCode)) {
      reject(`theme code "t" must be one of ${THEME_CODE_VALUES.join(', ')}`);
      continue;
    }
    // The compiled check is fast on the many valid videos; only a bad one pays for its error message.
    if (!isValidApiVideo.Check(item)) {
      const [problem] = Value.Errors(ApiVideoSchema, item);
      reject(problem === undefined ? 'not a video' : `${problem.path || '/'} ${problem.message}`);
      continue;
    }
    // The row takes the fields it names, and the thumbnails object whole: only that object is
    // cleaned of unknown properties (in place: the item is ours, just parsed). Cleaning the whole
    // video cost 0.5 s per 100,000 for the same rows (PERFORMANCE.md, import).
    const video = item as ApiVideo;
    Value.Clean(ThumbnailsSchema, video.metadata.snippet.thumbnails);
    valid.push({ position, row: toVideoRow(themeCode, video, now) });
  }
  return { valid, rejected };
}

async function existingIdsOf(repository: VideosRepository, valid: ValidVideo[]): Promise<number> {
  let existing = 0;
  for (let i = 0; i < valid.length; i += IMPORT_BATCH_SIZE) {
    existing += (await repository.existingIds(valid.slice(i, i + IMPORT_BATCH_SIZE).map(({ row }) => row.id))).size;
  }
  return existing;
}

/**
 * Upserts valid videos: a large import in one bulk transaction, a smaller one (or a bulk one the
 * database refused, rolled back whole) a batch at a time. A video the bulk write left aside and
 * a batch the database refuses (a pathseo taken by another video, an id twice in the batch) are
 * written again one video at a time, so only the faulty videos are rejected, each with its reason.
 */
export async function importVideos(
  repository: VideosRepository,
  valid: ValidVideo[],
  onProgress: (done: number) => void = () => {},
  bulkMinVideos = BULK_IMPORT_MIN_VIDEOS,
): Promise<ImportSummary> {
  const summary: ImportSummary = { inserted: 0, updated: 0, unchanged: 0, rejected: [] };
  const add = (outcome: BatchOutcome) => {
    summary.inserted += outcome.inserted;
    summary.updated += outcome.updated;
    summary.unchanged += outcome.unchanged;
  };
  const upsertOneByOne = async (videos: ValidVideo[]) => {
    for (const { position, row } of videos) {
      try {
        add(await repository.upsertMany([row]));
      } catch (error) {
        const reason = isUniqueViolation(error) ? `pathseo "${row.pathseo}" is already used by another video of theme ${row.themeCode}` : databaseMessage(error);
        summary.rejected.push({ position, id: row.id, reason });
      }
    }
  };
  if (valid.length >= bulkMinVideos) {
    const bulk = await repository.bulkUpsert(valid.map(({ row }) => row), onProgress).catch(() => undefined);
    if (bulk !== undefined) {
      add(bulk);
      await upsertOneByOne(bulk.deferred.map((index) => valid[index] as ValidVideo));
      onProgress(valid.length);
      return summary;
    }
  }
  for (let start = 0; start < valid.length; start += IMPORT_BATCH_SIZE) {
    const batch = valid.slice(start, start + IMPORT_BATCH_SIZE);
    try {
      add(await repository.upsertMany(batch.map(({ row }) => row)));
    } catch {
      await upsertOneByOne(batch);
    }
    onProgress(start + batch.length);
  }
  return summary;
}

function printRejections(rejected: Rejection[], print: (line: string) => void): void {
  for (const { position, id, reason } of rejected) print(`  #${position} ${id}: ${reason}`);
}

function idOf(item: unknown): string {
  return isObject(item) && typeof item['_id'] === 'string' ? item['_id'] : '(no _id)';
}

/** What the database said: the innermost cause's message, not the query and parameters drizzle wraps it in. */
function databaseMessage(error: unknown): string {
  let message = String(error);
  for (let current: unknown = error; current instanceof Error; current = current.cause) message = current.message;
  return message;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; isObject(current); current = current['cause']) {
    if (current['code'] === UNIQUE_VIOLATION) return true;
  }
  return false;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
