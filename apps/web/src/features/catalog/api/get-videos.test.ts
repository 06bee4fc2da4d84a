import { getTheme } from '@vitrine/catalog/themes/themes';
import { toUiVideo } from '@vitrine/catalog/to-ui-video';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageConfigForTests } from '../../../config/page-config.ts';
import { apiVideo, apiVideos, blogList, pagination } from '../../../test/api-videos.ts';
import { sendJson, serveApiForTests } from '../../../test/local-api-server.ts';
import { getVideo, getVideos, type GetVideosParams } from './get-videos.ts';

const server = serveApiForTests();
const params: GetVideosParams = { theme: 'latino', category: 'trending', limit: 8, offset: 0, orderfields: 'trending', orderby: 'desc' };

afterEach(() => {
  server.requests.length = 0;
  setPageConfigForTests();
  localStorage.clear();
  vi.useRealTimers();
});

describe('getVideos', () => {
  it('asks GET /api/blogs with the theme code, page and ordering', async () => {
    server.respond((_req, res) => sendJson(res, 200, blogList([], pagination(8, 8, 8))));
    await getVideos({ ...params, offset: 8, search: '  salsa ', label: 'SalsaChannel' });
    const [request] = server.requests;
    expect(request?.path).toBe('/api/blogs');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      label: 'SalsaChannel',
      limit: '8',
      offset: '8',
      search: 'salsa',
      orderfields: 'trending',
      orderby: 'desc',
      t: 'latino',
    });
  });

  it("maps every video with the theme's toUiVideo", async () => {
    server.respond((_req, res) => sendJson(res, 200, blogList([apiVideo(1)], pagination(0, 8, 1))));
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-02-02T00:00:00Z') });
    const page = await getVideos(params);
    expect(page.videos).toEqual([toUiVideo(apiVideo(1), getTheme('latino'), Date.now())]);
  });

  it("takes hasMore from the API's hasNextPage", async () => {
    server.respond((_req, res) => sendJson(res, 200, blogList(apiVideos(0, 8), pagination(0, 8, 20))));
    expect(await getVideos(params)).toMatchObject({ hasMore: true, pagination: { totalDocs: 20 } });
    server.respond((_req, res) => sendJson(res, 200, blogList(apiVideos(0, 8), pagination(0, 8, 8))));
    expect((await getVideos({ ...params, offset: 16 })).hasMore).toBe(false);
  });

  it("accepts the legacy 'pgination' spelling", async () => {
    server.respond((_req, res) => sendJson(res, 200, blogList(apiVideos(0, 3), pagination(0, 8, 30), 'pgination')));
    expect(await getVideos(params)).toMatchObject({ hasMore: true, pagination: { totalDocs: 30 } });
  });

  it('without pagination, has more when the page is full', async () => {
    server.respond((_req, res) => sendJson(res, 200, blogList(apiVideos(0, 8))));
    expect(await getVideos(params)).toMatchObject({ hasMore: true, pagination: null });
    server.respond((_req, res) => sendJson(res, 200, blogList(apiVideos(0, 5))));
    expect((await getVideos({ ...params, offset: 8 })).hasMore).toBe(false);
  });

  it('answers a repeated query from the client cache when it is on', async () => {
    setPageConfigForTests({ cacheOnLocalhost: true });
    server.respond((_req, res) => sendJson(res, 200, blogList(apiVideos(0, 2), pagination(0, 8, 2))));
    const first = await getVideos(params);
    const second = await getVideos(params);
    expect(second).toEqual(first);
    expect(server.requests).toHaveLength(1);
    await getVideos({ ...params, theme: 'rock' });
    expect(server.requests).toHaveLength(2);
  });

  it('asks the server every time on localhost by default', async () => {
    server.respond((_req, res) => sendJson(res, 200, blogList([], pagination(0, 8, 0))));
    await getVideos(params);
    await getVideos(params);
    expect(server.requests).toHaveLength(2);
  });
});

describe('getVideo', () => {
  it('reads GET /api/blog/:pathseo answered as { data }', async () => {
    server.respond((_req, res) => sendJson(res, 200, { data: apiVideo(7) }));
    const video = await getVideo('video 7/é', 'rock');
    expect(server.requests[0]?.path).toBe('/api/blog/video%207%2F%C3%A9');
    expect(video.id).toBe('video-7');
  });

  it("asks within the site's theme (its code as t): another theme's video is not found", async () => {
    server.respond((_req, res) => sendJson(res, 200, { data: apiVideo(7) }));
    await getVideo('video-7', 'latino');
    expect(server.requests[0]?.query.get('t')).toBe('latino');
    await getVideo('video-7', 'rock');
    expect(server.requests[1]?.query.get('t')).toBe('wmb');
  });

  it('reads the video answered as itself', async () => {
    server.respond((_req, res) => sendJson(res, 200, apiVideo(8)));
    expect((await getVideo('video-8', 'rock')).pathseo).toBe('video-8');
  });
});
