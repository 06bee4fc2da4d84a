import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { OpenDatabase } from '../db/client.ts';
import { createSourcesRepository } from '../db/sources-repository.ts';
import { startFakeYouTube, type FakeYouTube } from '../test/fake-youtube.ts';
import { fixtureChannelId } from '../test/youtube-feed-fixture.ts';
import { channelsCommand } from './channels-command.ts';
import { EXIT_USAGE, type CliContext } from './cli-command.ts';
import { syncCommand } from './sync-command.ts';
import { openTestDatabase } from '../test/test-pglite.ts';

const CHANNEL_ID = fixtureChannelId('clibadinputs');

describe('vitrine channels / sync: bad input', () => {
  let database: OpenDatabase;
  let youtube: FakeYouTube;
  let lines: string[];
  let context: CliContext;
  const channels = (...args: string[]) => channelsCommand.run(context, args);
  const stored = async () => ({ sources: await createSourcesRepository(database.db).list(), labels: await createSourcesRepository(database.db).labels() });

  beforeAll(async () => {
    youtube = await startFakeYouTube();
    database = await openTestDatabase({ databaseUrl: undefined });
    context = { db: database.db, config: loadConfig({ YOUTUBE_BASE_URL: youtube.baseUrl }), print: (line) => lines.push(line) };
    expect(await channelsCommand.run({ ...context, print: () => {} }, ['add', 'rock', CHANNEL_ID, '--label', 'NuclearBlastRecords'])).toBe(0);
  });
  afterAll(async () => {
    await database.close();
    await youtube.close();
  });
  beforeEach(() => {
    lines = [];
  });

  it.each([
    [['add', 'jazz', CHANNEL_ID, '--label', 'x'], 'error: unknown theme "jazz" (expected one of rock, latino, standup, culture_fr, spkombat, brand_fr, brand_en, sport, wildpeaks)'],
    [['add', 'rock', fixtureChannelId('other'), '--label', 'NoSuchLabel'], 'error: unknown label "NoSuchLabel" for rock (name a new one with --label-title)'],
    [['add', 'rock', fixtureChannelId('other')], 'error: theme rock has labels: name one with --label (or a new one with --label and --label-title)'],
    [['add', 'brand_fr', fixtureChannelId('other'), '--label', 'talks'], 'error: unknown label "talks" for brand_fr (name a new one with --label-title)'],
    [['add', 'rock', 'https://vimeo.com/channels/staffpicks', '--label', 'NuclearBlastRecords'], 'error: not a YouTube host: "vimeo.com"'],
    [['add', 'rock', `https://www.youtube.com.evil.test/channel/${CHANNEL_ID}`, '--label', 'NuclearBlastRecords'], 'error: not a YouTube host: "www.youtube.com.evil.test"'],
    [['add', 'rock', 'UCshort', '--label', 'NuclearBlastRecords'], 'error: malformed channel id "UCshort" (UC and 22 letters, digits, - or _)'],
    [['add', 'rock', CHANNEL_ID, '--label', 'NuclearBlastRecords'], `error: ${CHANNEL_ID} is already source 1 of rock`],
    [['add', 'rock', `https://www.youtube.com/channel/${CHANNEL_ID}`, '--label', 'centurymedia'], `error: ${CHANNEL_ID} is already source 1 of rock`],
    [['add', 'rock', fixtureChannelId('other'), '--label', 'NuclearBlastRecords', '--label-title', 'Again'], 'error: label "NuclearBlastRecords" already exists in rock; leave out --label-title'],
    [['add', 'rock', fixtureChannelId('other'), '--label', 'bad label', '--label-title', 'Bad'], 'error: malformed label "bad label" (letters, digits, ".", "-" or "_", at most 64)'],
    [['add', 'rock', fixtureChannelId('other'), '--label', 'NuclearBlastRecords', '--colour'], "error: Unknown option '--colour'"],
    [['add', 'rock'], 'error: channels add takes a theme and a source'],
    [['remove', 'abc'], 'error: channels remove takes one source id (see channels list)'],
    [['remove', '99'], 'error: no source 99'],
  ])('channels %j', async (args, message) => {
    const before = await stored();
    expect(await channels(...args)).toBe(EXIT_USAGE);
    expect(lines).toEqual([message]);
    expect(await stored()).toEqual(before);
  });

  it('a handle YouTube does not know fails in one line, and nothing is stored', async () => {
    const before = await stored();
    expect(await channels('add', 'rock', 'https://www.youtube.com/@nobodyhere', '--label', 'centurymedia')).toBe(1);
    expect(lines).toEqual(['error: cannot resolve @nobodyhere: HTTP 404']);
    expect(await stored()).toEqual(before);
  });

  it.each([
    [['--theme', 'jazz'], 'error: unknown theme "jazz" (expected one of rock, latino, standup, culture_fr, spkombat, brand_fr, brand_en, sport, wildpeaks)'],
    [['--source', 'x1'], 'error: malformed source id "x1" (see channels list)'],
    [['--source', '42'], 'error: no source 42'],
    [['--backfill'], 'error: --backfill needs YOUTUBE_API_KEY'],
    [['now'], 'error: unexpected argument "now"'],
  ])('sync %j', async (args, message) => {
    expect(await syncCommand.run(context, args)).toBe(EXIT_USAGE);
    expect(lines).toEqual([message]);
  });

  it('a new label with --label-title is stored with the source, and its theme lists it', async () => {
    expect(await channels('add', 'brand_fr', fixtureChannelId('talks'), '--label', 'talks', '--label-title', 'Conférences')).toBe(0);
    const { sources, labels } = await stored();
    expect(sources.at(-1)).toMatchObject({ themeCode: 'brandfr', label: 'talks' });
    expect(labels).toEqual([{ themeCode: 'brandfr', label: 'talks', title: 'Conférences' }]);
    lines = [];
    expect(await channels('add', 'brand_fr', fixtureChannelId('talks2'), '--label', 'talks')).toBe(0);
  });
});
