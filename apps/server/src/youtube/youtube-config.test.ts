import { describe, expect, it } from 'vitest';
import { loadYouTubeConfig } from './youtube-config.ts';

describe('loadYouTubeConfig', () => {
  it('defaults to YouTube itself, hourly sync, no key and no WebSub', () => {
    const problems: string[] = [];
    expect(loadYouTubeConfig({}, problems)).toEqual({
      baseUrl: 'https://www.youtube.com',
      apiBaseUrl: 'https://www.googleapis.com/youtube/v3',
      apiKey: undefined,
      syncIntervalMinutes: 60,
      websub: undefined,
    });
    expect(problems).toEqual([]);
  });

  it('turns WebSub on with a public origin and a secret, and sync off with 0', () => {
    const config = loadYouTubeConfig({ PUBLIC_BASE_URL: 'https://vitrine.example', WEBSUB_SECRET: 'a-secret-of-16-chars', SYNC_INTERVAL_MINUTES: '0' }, []);
    expect(config.syncIntervalMinutes).toBe(0);
    expect(config.websub).toEqual({ hubUrl: 'https://pubsubhubbub.appspot.com/subscribe', secret: 'a-secret-of-16-chars', callbackUrl: 'https://vitrine.example/api/websub/youtube' });
  });

  it('names every bad setting', () => {
    const problems: string[] = [];
    loadYouTubeConfig({ YOUTUBE_BASE_URL: 'ftp://x', SYNC_INTERVAL_MINUTES: '-5', PUBLIC_BASE_URL: 'https://vitrine.example/path', WEBSUB_SECRET: 'short' }, problems);
    expect(problems).toEqual([
      'SYNC_INTERVAL_MINUTES must be a whole number of minutes, 0 to turn sync off (got "-5").',
      'PUBLIC_BASE_URL must be an origin such as "https://example.org" (got "https://vitrine.example/path").',
      'WEBSUB_SECRET must be at least 16 characters long.',
      'YOUTUBE_BASE_URL must be an http:// or https:// URL (got "ftp://x").',
    ]);
  });
});
