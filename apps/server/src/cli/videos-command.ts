import { createCatalogueManagement } from '../db/catalogue-management.ts';
import { themeCodeOf, themeOfInput, unknownThemeMessage } from '../sync/theme-of-input.ts';
import { EXIT_USAGE, type CliCommand, type CliContext } from './cli-command.ts';
import { parseCommandArgs } from './parse-command-args.ts';

export const VIDEOS_USAGE = ['usage: vitrine videos list [--theme <theme>] [--label <label>] [--search <text>]', '       vitrine videos remove <id|pathseo> [--theme <theme>]'].join('\n');

/** `vitrine videos list|remove`: the operator's view of the catalogue (PRODUCT §10.15). */
export const videosCommand: CliCommand = {
  usage: 'videos list|remove     list videos, or remove one by id or pathseo',
  run: async (context, args) => {
    const [action, ...rest] = args;
    if (action === 'list') return listVideos(context, rest);
    if (action === 'remove') return removeVideo(context, rest);
    context.print(VIDEOS_USAGE);
    return EXIT_USAGE;
  },
};

async function listVideos({ db, print }: CliContext, args: readonly string[]): Promise<number> {
  const parsed = parseCommandArgs(args, { theme: { type: 'string' }, label: { type: 'string' }, search: { type: 'string' } });
  if (!parsed.ok) return refuse(print, parsed.error);
  if (parsed.positionals.length > 0) return refuse(print, `unexpected argument "${parsed.positionals[0]}"`);
  const theme = themeOfInput(parsed.values.theme);
  if (parsed.values.theme !== undefined && theme === undefined) return refuse(print, unknownThemeMessage(parsed.values.theme));
  const videos = await createCatalogueManagement(db).list({ themeCode: theme === undefined ? undefined : themeCodeOf(theme), label: parsed.values.label, search: parsed.values.search });
  for (const video of videos) {
    print(`${video.id}  ${video.themeCode}  ${video.label || '-'}  /${video.pathseo}  ${video.publishedAt.toISOString().slice(0, 10)}  ${video.views ?? '?'} views${video.isDemo ? '  (demo)' : ''}  ${video.title}`);
  }
  print(`${videos.length} video${videos.length === 1 ? '' : 's'}`);
  return 0;
}

async function removeVideo({ db, print }: CliContext, args: readonly string[]): Promise<number> {
  const parsed = parseCommandArgs(args, { theme: { type: 'string' } });
  if (!parsed.ok) return refuse(print, parsed.error);
  const [target, ...extra] = parsed.positionals;
  if (target === undefined || extra.length > 0) return refuse(print, 'videos remove takes one video id or pathseo');
  const theme = themeOfInput(parsed.values.theme);
  if (parsed.values.theme !== undefined && theme === undefined) return refuse(print, unknownThemeMessage(parsed.values.theme));
  const themeCode = theme === undefined ? undefined : themeCodeOf(theme);
  const management = createCatalogueManagement(db);
  const matches = await management.countMatches(target, themeCode);
  if (matches === 0) return refuse(print, `no video "${target}"${theme === undefined ? '' : ` in ${theme}`}`);
  // A pathseo is unique per theme only: removing several at once would surprise.
  if (matches > 1) return refuse(print, `"${target}" names ${matches} videos in several themes; add --theme`);
  const [removed] = await management.remove(target, themeCode);
  print(`removed ${removed?.id} (${removed?.themeCode}).`);
  return 0;
}

function refuse(print: (line: string) => void, message: string): number {
  print(`error: ${message}`);
  return EXIT_USAGE;
}
