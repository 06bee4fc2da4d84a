// `npm run bench:import`: only the import of `npm run bench` (same generated catalogue, the built
// CLI on the server core, into a fresh PGlite directory, then a throwaway PostgreSQL with
// `--postgres`), with its wall and CPU time. Figures: docs/PERFORMANCE.md, import section.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchCatalogue, describeCatalogue, generateBenchCatalogue } from './bench-catalogue.ts';
import { cleanUpOnSignal } from './cleanup-on-signal.ts';
import { pinProcess, planCpus } from './cpu-pinning.ts';
import { createDatabase, formatImportTiming, importWithCli, type DatabaseKind } from './vitrine-target.ts';

const catalogue = benchCatalogue();
const kinds: DatabaseKind[] = process.argv.includes('--postgres') ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
const plan = planCpus();
pinProcess(plan, process.pid, plan.loadCore);
const workDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-import-'));
cleanUpOnSignal(() => rmSync(workDir, { recursive: true, force: true }));
try {
  const importFile = join(workDir, 'videos.json');
  writeFileSync(importFile, JSON.stringify(generateBenchCatalogue(catalogue)));
  console.log(`${describeCatalogue(catalogue)}; ${plan.description}`);
  for (const kind of kinds) {
    const database = await createDatabase(plan, kind);
    try {
      console.log(formatImportTiming(kind, await importWithCli(plan, database, importFile)));
    } finally {
      await database.dispose();
    }
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
