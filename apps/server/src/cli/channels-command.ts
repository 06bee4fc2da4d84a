import { isLabelId, LABEL_TITLE_MAX_LENGTH } from '@vitrine/catalog/themes/extra-labels';
import { isOneLineText } from '@vitrine/catalog/text-rules';
import type { ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { createSourcesRepository, type ListedSource, type NewSource, type SourcesRepository, type ThemeLabel } from '../db/sources-repository.ts';
import { configuredLabels, themeCodeOf, themeOfInput, unknownThemeMessage } from '../sync/theme-of-input.ts';
import { parseSourceRef } from '../youtube/source-url.ts';
import { resolveHandle, YouTubeFetchError } from '../youtube/youtube-client.ts';
import { EXIT_USAGE, type CliCommand, type CliContext } from './cli-command.ts';
import { parseCommandArgs, parseId } from './parse-command-args.ts';

export const CHANNELS_USAGE = [
  'usage: vitrine channels add <theme> <source> [--label <label>] [--label-title "<title>"] [--shorts] [--live]',
  '       vitrine channels list [--theme <theme>]',
  '       vitrine channels remove <id> [--purge]',
].join('\n');

/** `vitrine channels add|list|remove`: the YouTube channels and playlists each theme syncs (PRODUCT §10.15). */
export const channelsCommand: CliCommand = {
  usage: 'channels add|list|remove  YouTube channel and playlist sources per theme and label',
  run: async (context, args) => {
    const [action, ...rest] = args;
    if (action === 'add') return addSource(context, rest);
    if (action === 'list') return listSources(context, rest);
    if (action === 'remove') return removeSource(context, rest);
    context.print(CHANNELS_USAGE);
    return EXIT_USAGE;
  },
};

class InputError extends Error {}

async function addSource({ db, config, print }: CliContext, args: readonly string[]): Promise<number> {
  const parsed = parseCommandArgs(args, { label: { type: 'string' }, 'label-title': { type: 'string' }, shorts: { type: 'boolean' }, live: { type: 'boolean' } });
  if (!parsed.ok) return refuse(print, parsed.error);
  const [themeInput, sourceInput, ...extra] = parsed.positionals;
  if (themeInput === undefined || sourceInput === undefined || extra.length > 0) return refuse(print, 'channels add takes a theme and a source');
  const theme = themeOfInput(themeInput);
  if (theme === undefined) return refuse(print, unknownThemeMessage(themeInput));
  const repository = createSourcesRepository(db);

  let label: { label: string; newLabel: ThemeLabel | undefined };
  try {
    label = await labelFor(repository, theme, parsed.values.label, parsed.values['label-title']);
  } catch (error) {
    if (error instanceof InputError) return refuse(print, error.message);
    throw error;
  }
  const ref = parseSourceRef(sourceInput);
  if (!ref.ok) return refuse(print, ref.error);
  const isPlaylist = ref.ref.kind === 'playlist';
  if (isPlaylist && (parsed.values.shorts || parsed.values.live)) return refuse(print, '--shorts and --live apply to channels, not to playlists');

  let youtubeId: string;
  if (ref.ref.kind === 'handle') {
    try {
      youtubeId = await resolveHandle(config.youtube.baseUrl, ref.ref.handle);
    } catch (error) {
      if (!(error instanceof YouTubeFetchError)) throw error;
      print(`error: cannot resolve @${ref.ref.handle}: ${error.message}`);
      return 1;
    }
  } else {
    youtubeId = ref.ref.kind === 'channel' ? ref.ref.channelId : ref.ref.playlistId;
  }

  const themeCode = themeCodeOf(theme);
  const existing = await repository.findByYouTubeId(themeCode, youtubeId);
  if (existing !== undefined) return refuse(print, `${youtubeId} is already source ${existing.id} of ${theme}`);
  const source: NewSource = {
    themeCode,
    label: label.label,
    kind: isPlaylist ? 'playlist' : 'channel',
    youtubeId,
    input: sourceInput.trim(),
    includeShorts: parsed.values.shorts === true,
    includeLive: parsed.values.live === true,
    title: undefined,
  };
  const row = await repository.add(source, label.newLabel);
  print(`source ${row.id} added: ${row.kind} ${row.youtubeId} → ${theme}${row.label === '' ? '' : ` / ${row.label}`}. Fetch its videos with: npm run vitrine -- sync --source ${row.id}`);
  return 0;
}

/**
 * The label a source's videos get: one of the theme's (configured or added earlier), or a new one
 * named with --label-title. A theme without labels takes its videos without one.
 */
async function labelFor(repository: SourcesRepository, theme: ThemeId, label: string | undefined, title: string | undefined): Promise<{ label: string; newLabel: ThemeLabel | undefined }> {
  const themeCode = themeCodeOf(theme);
  const known = [...configuredLabels(theme), ...(await repository.labels(themeCode)).map((entry) => entry.label)];
  if (title !== undefined) {
    if (label === undefined) throw new InputError('--label-title names a new label: give its identifier with --label');
    if (!isLabelId(label)) throw new InputError(`malformed label "${label}" (letters, digits, ".", "-" or "_", at most 64)`);
    const trimmed = title.trim();
    if (trimmed === '' || trimmed.length > LABEL_TITLE_MAX_LENGTH || !isOneLineText(trimmed)) throw new InputError(`--label-title must be one line of 1 to ${LABEL_TITLE_MAX_LENGTH} characters`);
    if (known.includes(label)) throw new InputError(`label "${label}" already exists in ${theme}; leave out --label-title`);
    return { label, newLabel: { themeCode, label, title: trimmed } };
  }
  if (label === undefined) {
    if (known.length === 0) return { label: '', newLabel: undefined };
    throw new InputError(`theme ${theme} has labels: name one with --label (or a new one with --label and --label-title)`);
  }
  if (!known.includes(label)) throw new InputError(`unknown label "${label}" for ${theme} (name a new one with --label-title)`);
  return { label, newLabel: undefined };
}

async function listSources({ db, print }: CliContext, args: readonly string[]): Promise<number> {
  const parsed = parseCommandArgs(args, { theme: { type: 'string' } });
  if (!parsed.ok) return refuse(print, parsed.error);
  if (parsed.positionals.length > 0) return refuse(print, 'channels list takes no arguments besides --theme');
  const theme = themeOfInput(parsed.values.theme);
  if (parsed.values.theme !== undefined && theme === undefined) return refuse(print, unknownThemeMessage(parsed.values.theme));
  const sources = await createSourcesRepository(db).list({ themeCode: theme === undefined ? undefined : themeCodeOf(theme) });
  if (sources.length === 0) {
    print('no sources; add one with: npm run vitrine -- channels add <theme> <source> --label <label>');
    return 0;
  }
  for (const source of sources) print(describeSource(source));
  return 0;
}

export function describeSource(source: ListedSource): string {
  const options = [source.includeShorts && 'shorts', source.includeLive && 'live'].filter(Boolean).join(', ');
  return [
    `#${source.id} ${source.themeCode}${source.label === '' ? '' : ` / ${source.label}`}: ${source.kind} ${source.youtubeId}${source.title ? ` (${source.title})` : ''}${options ? ` [${options}]` : ''}`,
    `videos ${source.videoCount}`,
    `last sync ${source.lastSyncedAt?.toISOString() ?? 'never'}`,
    `last error ${source.lastError ?? 'none'}`,
    `next try ${source.nextAttemptAt?.toISOString() ?? 'next sync'}`,
  ].join(' · ');
}

async function removeSource({ db, print }: CliContext, args: readonly string[]): Promise<number> {
  const parsed = parseCommandArgs(args, { purge: { type: 'boolean' } });
  if (!parsed.ok) return refuse(print, parsed.error);
  const [rawId, ...extra] = parsed.positionals;
  const id = parseId(rawId);
  if (id === undefined || extra.length > 0) return refuse(print, 'channels remove takes one source id (see channels list)');
  const { isRemoved, videosRemoved } = await createSourcesRepository(db).remove(id, parsed.values.purge === true);
  if (!isRemoved) return refuse(print, `no source ${id}`);
  print(`source ${id} removed${parsed.values.purge ? `, with its ${videosRemoved} videos` : '; its videos stay (remove them with --purge)'}.`);
  return 0;
}

function refuse(print: (line: string) => void, message: string): number {
  print(`error: ${message}`);
  return EXIT_USAGE;
}
