import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * A fresh PGlite directory starts as a copy of a data directory initialised once, at build time,
 * instead of running PGlite's initdb: 1.1 s of CPU instead of 7 s for the first command on a new
 * directory (PERFORMANCE.md, import). PGlite itself fills a new directory by copying what its
 * initdb made in memory; the template is that, made ahead. It holds no migration: each new
 * catalogue's first version is still the time it was created (migration 0004), never a number
 * another catalogue of the same build used. Its name holds PGlite's version, so a template of
 * another version is never used.
 */

function pgliteVersion(): string {
  // The package exports no package.json: read it beside its resolved entry (dist/index.js).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return (JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }).version;
}

/** Where the build puts the template: beside this module (dist/db/ when built; none beside the sources). */
export const PGLITE_TEMPLATE = fileURLToPath(new URL(`./pglite-template-${pgliteVersion()}`, import.meta.url));

const PG_VERSION_FILE = 'PG_VERSION';

/**
 * Writes the template: a directory PGlite initialised, closed cleanly (39 MB). Built beside its
 * place and renamed into it, so an interrupted build leaves no half template.
 */
export async function writePgliteTemplate(templateDir: string, prepare: (client: PGlite) => Promise<void> = async () => {}): Promise<void> {
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

/**
 * Copies the template into `dir` when `dir` is empty (no database yet) and the template exists.
 * Copied beside `dir` and renamed into it: a copy cut short (a full disk) never becomes a
 * half database; it is removed, and PGlite then runs initdb as without a template.
 */
export function startFromTemplate(dir: string, templateDir: string): void {
  if (!existsSync(join(templateDir, PG_VERSION_FILE)) || readdirSync(dir).length > 0) return;
  const copying = `${dir}.template-${process.pid}`;
  try {
    cpSync(templateDir, copying, { recursive: true });
    rmdirSync(dir);
    renameSync(copying, dir);
  } catch {
    rmSync(copying, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
}
