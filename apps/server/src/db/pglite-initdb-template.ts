import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * A fresh PGlite directory starts as a copy of a data directory initialised once, at build time,
 * instead of running PGlite's initdb: 1.1 s of CPU instead of 7 s for the first command on a new
 * directory (PERFORMANCE.md, import). PGlite itself fills a new directory that way (initdb in
 * memory, then a copy of the result); the template is that result, made ahead. Its name holds
 * PGlite's version, so a template of another version is never used.
 */

function pgliteVersion(): string {
  // The package exports no package.json: read it beside its resolved entry (dist/index.js).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return (JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }).version;
}

/** Where the build puts the template: beside this module (dist/db/ when built; none beside the sources). */
export const PGLITE_INITDB_TEMPLATE = fileURLToPath(new URL(`./pglite-initdb-${pgliteVersion()}`, import.meta.url));

const PG_VERSION_FILE = 'PG_VERSION';

/**
 * Writes the template: a newly initialised, empty database (39 MB), closed cleanly. Built beside
 * its place and renamed into it, so an interrupted build leaves no half template.
 */
export async function writePgliteInitdbTemplate(templateDir: string, prepare: (client: PGlite) => Promise<void> = async () => {}): Promise<void> {
  const building = `${templateDir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const client = await PGlite.create(building);
  try {
    await prepare(client);
  } finally {
    await client.close();
  }
  renameSync(building, templateDir);
}

/** Copies the template into `dir` when `dir` holds no database yet and the template exists. */
export function startFromInitdbTemplate(dir: string, templateDir: string): void {
  if (existsSync(join(dir, PG_VERSION_FILE)) || !existsSync(join(templateDir, PG_VERSION_FILE))) return;
  cpSync(templateDir, dir, { recursive: true });
}
