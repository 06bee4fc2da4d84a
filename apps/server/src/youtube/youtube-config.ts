/** Everything channel sync reads from the environment, checked once at start (PRODUCT §10.15). */
export interface YouTubeConfig {
  /** YOUTUBE_BASE_URL: where feeds and channel pages are fetched; tests point it at a local fake. */
  baseUrl: string;
  /** YOUTUBE_API_BASE_URL: the Data API (sync --backfill). */
  apiBaseUrl: string;
  /** YOUTUBE_API_KEY: only backfill needs one. */
  apiKey: string | undefined;
  /** SYNC_INTERVAL_MINUTES: the server's sync period; 0 turns it off. */
  syncIntervalMinutes: number;
  /** WebSub push, on when both PUBLIC_BASE_URL and WEBSUB_SECRET are set. */
  websub: { hubUrl: string; secret: string; callbackUrl: string } | undefined;
}

export const DEFAULT_YOUTUBE_BASE_URL = 'https://www.youtube.com';
export const DEFAULT_YOUTUBE_API_BASE_URL = 'https://www.googleapis.com/youtube/v3';
export const DEFAULT_WEBSUB_HUB_URL = 'https://pubsubhubbub.appspot.com/subscribe';
export const DEFAULT_SYNC_INTERVAL_MINUTES = 60;
/** Where the hub posts; the route lives under /api (routes/api/websub). */
export const WEBSUB_CALLBACK_PATH = '/api/websub/youtube';
const MIN_WEBSUB_SECRET_LENGTH = 16;

type Env = Record<string, string | undefined>;

export function loadYouTubeConfig(env: Env, problems: string[]): YouTubeConfig {
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === '' ? undefined : raw;
  };
  const url = (name: string, fallback: string) => {
    const raw = value(name) ?? fallback;
    if (!/^https?:\/\/[^\s/]+(\/\S*)?$/.test(raw)) problems.push(`${name} must be an http:// or https:// URL (got "${raw}").`);
    return raw.replace(/\/+$/, '');
  };

  const interval = value('SYNC_INTERVAL_MINUTES');
  if (interval !== undefined && !/^\d+$/.test(interval)) problems.push(`SYNC_INTERVAL_MINUTES must be a whole number of minutes, 0 to turn sync off (got "${interval}").`);

  const publicBaseUrl = value('PUBLIC_BASE_URL');
  const secret = value('WEBSUB_SECRET');
  const hubUrl = url('WEBSUB_HUB_URL', DEFAULT_WEBSUB_HUB_URL);
  if (publicBaseUrl !== undefined && !/^https?:\/\/[^\s/]+$/.test(publicBaseUrl)) problems.push(`PUBLIC_BASE_URL must be an origin such as "https://example.org" (got "${publicBaseUrl}").`);
  if (secret !== undefined && secret.length < MIN_WEBSUB_SECRET_LENGTH) problems.push(`WEBSUB_SECRET must be at least ${MIN_WEBSUB_SECRET_LENGTH} characters long.`);

  return {
    baseUrl: url('YOUTUBE_BASE_URL', DEFAULT_YOUTUBE_BASE_URL),
    apiBaseUrl: url('YOUTUBE_API_BASE_URL', DEFAULT_YOUTUBE_API_BASE_URL),
    apiKey: value('YOUTUBE_API_KEY'),
    syncIntervalMinutes: interval === undefined ? DEFAULT_SYNC_INTERVAL_MINUTES : Number(interval),
    websub: publicBaseUrl !== undefined && secret !== undefined ? { hubUrl, secret, callbackUrl: `${publicBaseUrl}${WEBSUB_CALLBACK_PATH}` } : undefined,
  };
}
