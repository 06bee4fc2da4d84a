import { writeFileSync } from 'node:fs';
import { xssImport } from './xss-catalogue.ts';

// Run by the hardening config before `vitrine import`: writes the catalogue where the env says.
const file = process.env.HARDENING_IMPORT_FILE;
if (!file) throw new Error('HARDENING_IMPORT_FILE is not set');
writeFileSync(file, JSON.stringify(xssImport()));
