import { fileURLToPath } from 'node:url';

/** drizzle-kit's output (apps/server/drizzle): one set of migrations for PGlite and PostgreSQL. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
