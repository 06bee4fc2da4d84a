import type { VideoSourceRow } from '../db/schema.ts';
import { createSourcesRepository } from '../db/sources-repository.ts';
import { createSyncProgress, describeOutcome } from '../sync/sync-progress.ts';
import { syncSource, type SyncOutcome } from '../sync/sync-source.ts';
import { themeCodeOf, themeOfInput, unknownThemeMessage } from '../sync/theme-of-input.ts';
import { EXIT_USAGE, type CliCommand } from './cli-command.ts';
import { parseCommandArgs, parseId } from './parse-command-args.ts';
import { runBackfill } from './backfill-run.ts';

/**
 * `vitrine sync [--theme <id>] [--source <id>] [--prune] [--backfill]`: reads the feeds of the
 * named sources (all by default, backoff or not: the operator asked) and upserts their videos.
 */
export const syncCommand: CliCommand = {
  usage: 'sync [--theme <id>] [--source <id>] [--prune] [--backfill]  fetch the sources\' videos',
  run: async ({ db, config, print }, args) => {
    const parsed = parseCommandArgs(args, { theme: { type: 'string' }, source: { type: 'string' }, prune: { type: 'boolean' }, backfill: { type: 'boolean' } });
    if (!parsed.ok) return refuse(print, parsed.error);
    if (parsed.positionals.length > 0) return refuse(print, `unexpected argument "${parsed.positionals[0]}"`);
    const theme = themeOfInput(parsed.values.theme);
    if (parsed.values.theme !== undefined && theme === undefined) return refuse(print, unknownThemeMessage(parsed.values.theme));
    const sourceId = parseId(parsed.values.source);
    if (parsed.values.source !== undefined && sourceId === undefined) return refuse(print, `malformed source id "${parsed.values.source}" (see channels list)`);
    if (parsed.values.backfill && config.youtube.apiKey === undefined) return refuse(print, '--backfill needs YOUTUBE_API_KEY');

    const repository = createSourcesRepository(db);
    const sources: VideoSourceRow[] = await repository.list({ themeCode: theme === undefined ? undefined : themeCodeOf(theme), id: sourceId });
    if (sourceId !== undefined && sources.length === 0) return refuse(print, `no source ${sourceId}`);
    if (sources.length === 0) {
      print('no sources to sync; add one with: npm run vitrine -- channels add <theme> <source> --label <label>');
      return 0;
    }
    if (parsed.values.backfill) return runBackfill({ db, config, print }, sources);

    const progress = createSyncProgress(print);
    const outcomes: SyncOutcome[] = [];
    for (const source of sources) {
      const name = `#${source.id} ${source.themeCode}${source.label === '' ? '' : `/${source.label}`}`;
      const onProgress = progress.start(name);
      const outcome = await syncSource(db, source, { baseUrl: config.youtube.baseUrl, prune: parsed.values.prune === true, onProgress });
      progress.finish(name, outcome);
      outcomes.push(outcome);
    }
    progress.stop();
    const total = (key: 'inserted' | 'updated' | 'unchanged' | 'pruned') => outcomes.reduce((sum, outcome) => sum + outcome[key], 0);
    const failedSources = outcomes.filter((outcome) => outcome.error !== undefined).length;
    print(
      `sync: ${describeOutcome({ sourceId: 0, inserted: total('inserted'), updated: total('updated'), unchanged: total('unchanged'), pruned: total('pruned'), failed: outcomes.flatMap((outcome) => outcome.failed) })}` +
        (failedSources > 0 ? `; ${failedSources} of ${sources.length} sources failed (see channels list)` : ''),
    );
    return failedSources > 0 ? 1 : 0;
  },
};

function refuse(print: (line: string) => void, message: string): number {
  print(`error: ${message}`);
  return EXIT_USAGE;
}
