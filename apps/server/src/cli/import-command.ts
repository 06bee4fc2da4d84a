import { readFile } from 'node:fs/promises';
import '@vitrine/catalog/typebox-formats';
import { ApiVideoSchema, type ApiVideo } from '@vitrine/catalog/api-schemas';
import { THEME_CODE_VALUES } from '@vitrine/catalog/themes/theme-ids';
import { Value } from '@sinclair/typebox/value';
import { toVideoRow } from '../db/video-row.ts';
import { createVideosRepository, type VideosRepository } from '../db/videos-repository.ts';
import { EXIT_USAGE, type CliCommand } from './cli-command.ts';

const UNIQUE_VIOLATION = '23505';

interface Candidate {
  position: number;
  item: unknown;
  themeCode: unknown;
}

export interface ImportSummary {
  inserted: number;
  updated: number;
  rejected: { position: number; id: string; reason: string }[];
}

/**
 * `vitrine import <file.json>`: videos in the API shape, either `[{ t, ...video }]` or
 * `{ t, data: [video] }`; each is validated, then inserted or updated by `_id`.
 */
export const importCommand: CliCommand = {
  usage: 'import <file.json>     upsert videos ([{t, ...video}] or {t, data: [...]})',
  run: async ({ db, print }, args) => {
    const [file, ...rest] = args;
    if (file === undefined || rest.length > 0) {
      print('usage: vitrine import <file.json>');
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
    const summary = await importVideos(createVideosRepository(db), candidates);
    print(`${file}: ${summary.inserted} inserted, ${summary.updated} updated, ${summary.rejected.length} rejected`);
    for (const { position, id, reason } of summary.rejected) print(`  #${position} ${id}: ${reason}`);
    return summary.rejected.length > 0 ? 1 : 0;
  },
};

function candidatesOf(document: unknown): Candidate[] | undefined {
  if (Array.isArray(document)) {
    return document.map((item: unknown, position) => ({ position, item, themeCode: isObject(item) ? item['t'] : undefined }));
  }
  if (isObject(document) && Array.isArray(document['data'])) {
    return (document['data'] as unknown[]).map((item, position) => ({ position, item, themeCode: document['t'] }));
  }
  return undefined;
}

export async function importVideos(repository: VideosRepository, candidates: Candidate[], now = new Date()): Promise<ImportSummary> {
  const summary: ImportSummary = { inserted: 0, updated: 0, rejected: [] };
  for (const { position, item, themeCode } of candidates) {
    const id = isObject(item) && typeof item['_id'] === 'string' ? item['_id'] : '(no _id)';
    const reject = (reason: string) => summary.rejected.push({ position, id, reason });
    if (typeof themeCode !== 'string' || !(THEME_CODE_VALUES as readonly string[]).includes(themeCode)) {
      reject(`theme code "t" must be one of ${THEME_CODE_VALUES.join(', ')}`);
      continue;
    }
    const [problem] = Value.Errors(ApiVideoSchema, item);
    if (problem !== undefined) {
      reject(`${problem.path || '/'} ${problem.message}`);
      continue;
    }
    const video = Value.Clean(ApiVideoSchema, structuredClone(item)) as ApiVideo;
    try {
      const { isInserted } = await repository.upsert(toVideoRow(themeCode, video, now));
      summary[isInserted ? 'inserted' : 'updated'] += 1;
    } catch (error) {
      reject(isUniqueViolation(error) ? `pathseo "${video.pathseo}" is already used by another video of theme ${themeCode}` : (error as Error).message);
    }
  }
  return summary;
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
