// Build step (after tsc): the data directory a fresh PGlite directory starts from
// (src/db/pglite-initdb-template.ts). Kept when already there: its name holds PGlite's version.
import { existsSync } from 'node:fs';
import { PGLITE_INITDB_TEMPLATE, writePgliteInitdbTemplate } from '../dist/db/pglite-initdb-template.js';

if (!existsSync(PGLITE_INITDB_TEMPLATE)) await writePgliteInitdbTemplate(PGLITE_INITDB_TEMPLATE);
