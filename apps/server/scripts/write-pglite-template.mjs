// Build step (after tsc): the initialised data directory a fresh PGlite directory starts from
// (src/db/pglite-template.ts). Kept when already there: its name holds PGlite's version.
import { existsSync } from 'node:fs';
import { PGLITE_TEMPLATE, writePgliteTemplate } from '../dist/db/pglite-template.js';

if (!existsSync(PGLITE_TEMPLATE)) await writePgliteTemplate(PGLITE_TEMPLATE);
