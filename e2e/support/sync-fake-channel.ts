import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startFakeYouTube } from '../../apps/server/src/test/fake-youtube.ts';
import { channelPlaylistId, uploadsPlaylistId } from '../../apps/server/src/youtube/youtube-ids.ts';
import { SYNCED_CHANNEL, SYNCED_VIDEOS } from './synced-channel.ts';

/**
 * Run by the e2e server's command before the server starts, on the same data dir (the server
 * owns its PGlite once it runs): the demo catalogue, then what an operator does for a real
 * channel, against a local fake YouTube (YOUTUBE_BASE_URL, YOUTUBE_API_BASE_URL).
 */

const CLI = fileURLToPath(new URL('../../apps/server/dist/cli/vitrine.js', import.meta.url));
const CLI_TIMEOUT_MS = 120_000;

const youtube = await startFakeYouTube();
const env = { ...process.env, YOUTUBE_BASE_URL: youtube.baseUrl, YOUTUBE_API_BASE_URL: youtube.apiBaseUrl, YOUTUBE_API_KEY: 'e2e-fake-data-api-key' };
const vitrine = async (...args: string[]) => {
  // Asynchronous: the fake answers from this process while the CLI runs.
  const { stdout } = await promisify(execFile)(process.execPath, [CLI, ...args], { env, timeout: CLI_TIMEOUT_MS });
  process.stdout.write(stdout);
};

try {
  const feed = { channelId: SYNCED_CHANNEL.channelId, channelTitle: SYNCED_CHANNEL.channelTitle, videos: SYNCED_VIDEOS };
  youtube.feeds.set(channelPlaylistId(SYNCED_CHANNEL.channelId, 'videos'), { feed });
  youtube.uploads.set(uploadsPlaylistId(SYNCED_CHANNEL.channelId), SYNCED_VIDEOS);
  await vitrine('seed', '--demo');
  await vitrine('channels', 'add', SYNCED_CHANNEL.themeId, SYNCED_CHANNEL.channelId, '--label', SYNCED_CHANNEL.label);
  await vitrine('sync');
  await vitrine('sync', '--backfill');
} finally {
  await youtube.close();
}
