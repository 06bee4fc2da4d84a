import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { feedXml, type FixtureFeed, type FixtureVideo } from './youtube-feed-fixture.ts';

/** What the fake answers for one feed (by playlist id): a feed, or an HTTP error. */
export interface FakeFeed {
  feed: FixtureFeed;
  /** Answer this status instead of the feed (500, 404…). */
  failWith?: number;
}

export interface HubRequest {
  mode: string | null;
  topic: string | null;
  callback: string | null;
  secret: string | null;
  leaseSeconds: string | null;
}

/**
 * A local stand-in for YouTube (PRODUCT §10.15 tests): feeds by playlist id with ETags, channel
 * pages for handle resolution, the WebSub hub and the Data API (playlistItems, videos).
 */
export interface FakeYouTube {
  baseUrl: string;
  apiBaseUrl: string;
  hubUrl: string;
  feeds: Map<string, FakeFeed>;
  /** Handle (without @) -> channel id, for the channel page's canonical link. */
  handles: Map<string, string>;
  /** The Data API's uploads playlist (by id): every video, served 50 per page. */
  uploads: Map<string, FixtureVideo[]>;
  /** The videos.list call (counted from 1) that answers 403 quotaExceeded. */
  quotaExceededOnVideosCall: number | undefined;
  requests: { path: string; ifNoneMatch: string | undefined }[];
  hubRequests: HubRequest[];
  close: () => Promise<void>;
}

const DATA_API_PATH = '/youtube/v3';
const PAGE_SIZE = 50;

export async function startFakeYouTube(): Promise<FakeYouTube> {
  let videosCalls = 0;
  const fake = {
    feeds: new Map<string, FakeFeed>(),
    handles: new Map<string, string>(),
    uploads: new Map<string, FixtureVideo[]>(),
    quotaExceededOnVideosCall: undefined as number | undefined,
    requests: [] as FakeYouTube['requests'],
    hubRequests: [] as HubRequest[],
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    const ifNoneMatch = request.headers['if-none-match'];
    fake.requests.push({ path: `${url.pathname}${url.search}`, ifNoneMatch });
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': type, ...headers });
      response.end(body);
    };

    if (url.pathname === '/feeds/videos.xml') {
      const entry = fake.feeds.get(url.searchParams.get('playlist_id') ?? '');
      if (entry === undefined) return send(404, 'text/html', '<html>Not found</html>');
      if (entry.failWith !== undefined) return send(entry.failWith, 'text/html', '<html>Error</html>');
      const xml = feedXml(entry.feed);
      const etag = `"${hash(xml)}"`;
      if (ifNoneMatch === etag) return send(304, 'application/atom+xml', '');
      return send(200, 'application/atom+xml; charset=UTF-8', xml, { etag });
    }
    if (url.pathname.startsWith('/@')) {
      const channelId = fake.handles.get(decodeURIComponent(url.pathname.slice(2)));
      if (channelId === undefined) return send(404, 'text/html', '<html>Not found</html>');
      return send(200, 'text/html', `<!DOCTYPE html><html><head><title>Channel</title><link rel="canonical" href="https://www.youtube.com/channel/${channelId}"></head><body></body></html>`);
    }
    if (url.pathname === '/hub' && request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request));
      fake.hubRequests.push({ mode: form.get('hub.mode'), topic: form.get('hub.topic'), callback: form.get('hub.callback'), secret: form.get('hub.secret'), leaseSeconds: form.get('hub.lease_seconds') });
      return send(202, 'text/plain', '');
    }
    if (url.pathname === `${DATA_API_PATH}/playlistItems`) {
      const videos = fake.uploads.get(url.searchParams.get('playlistId') ?? '') ?? [];
      const start = Number(url.searchParams.get('pageToken') ?? '0');
      const page = videos.slice(start, start + PAGE_SIZE);
      const next = start + PAGE_SIZE < videos.length ? String(start + PAGE_SIZE) : undefined;
      return send(200, 'application/json', JSON.stringify({
        items: page.map((video) => ({
          snippet: { title: video.title, description: video.description ?? '', channelTitle: 'Backfill Channel', resourceId: { videoId: video.videoId } },
          contentDetails: { videoId: video.videoId, videoPublishedAt: video.publishedAt },
        })),
        ...(next !== undefined && { nextPageToken: next }),
        pageInfo: { totalResults: videos.length, resultsPerPage: PAGE_SIZE },
      }));
    }
    if (url.pathname === `${DATA_API_PATH}/videos`) {
      videosCalls += 1;
      if (videosCalls === fake.quotaExceededOnVideosCall) {
        return send(403, 'application/json', JSON.stringify({ error: { code: 403, message: 'quota', errors: [{ reason: 'quotaExceeded', domain: 'youtube.quota' }] } }));
      }
      const ids = (url.searchParams.get('id') ?? '').split(',');
      const all = [...fake.uploads.values()].flat();
      return send(200, 'application/json', JSON.stringify({
        items: ids.flatMap((id) => {
          const video = all.find((candidate) => candidate.videoId === id);
          return video === undefined ? [] : [{ id, statistics: { viewCount: String(video.views ?? 0), likeCount: String(video.likes ?? 0) }, contentDetails: { duration: 'PT4M13S' } }];
        }),
      }));
    }
    return send(404, 'text/plain', 'unknown');
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => response.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    baseUrl: origin,
    apiBaseUrl: `${origin}${DATA_API_PATH}`,
    hubUrl: `${origin}/hub`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function hash(text: string): string {
  let h = 0;
  for (let i = 0; i < text.length; i += 1) h = (h * 31 + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(16);
}
