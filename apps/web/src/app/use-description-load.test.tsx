import { API_ERROR_MESSAGES } from '@vitrine/catalog/api-errors';
import { getTheme } from '@vitrine/catalog/themes/themes';
import { toUiVideo } from '@vitrine/catalog/to-ui-video';
import type { UiVideo } from '@vitrine/catalog/ui-video';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadedVideos, seedFirstScreen, useCategoryStore } from '../features/catalog/stores/category-store.ts';
import { apiVideo, apiVideos, blogList, pagination } from '../test/api-videos.ts';
import { sendJson, serveApiForTests } from '../test/local-api-server.ts';
import { usePageStore } from './page-store.ts';
import { useDescriptionLoad } from './use-description-load.ts';

const server = serveApiForTests();
const LEFT_OUT = apiVideo(101);

/** The page as the server sent it: the rows with video 101's description left out, its details open. */
function openLeftOutVideo(): UiVideo {
  const row = blogList(apiVideos(100, 8), pagination(0, 8, 8));
  seedFirstScreen({ themeId: 'rock', renderedAt: Date.now(), rows: { latest: row, trending: row, popular: row, newReleases: row }, video: null, label: null, descriptionsLeftOut: [LEFT_OUT._id] });
  const video = loadedVideos(useCategoryStore.getState().categories).find((each) => each.id === LEFT_OUT._id)!;
  usePageStore.getState().openDetails(video);
  return video;
}

const blogRequests = () => server.requests.filter((request) => request.path.startsWith('/api/blog/'));

afterEach(() => {
  usePageStore.setState({ currentVideo: null, detailsOpen: false });
  useCategoryStore.getState().resetAll();
  server.requests.length = 0;
});

describe('useDescriptionLoad', () => {
  it('loads the description of a video the page came without, into the open details and every row, once', async () => {
    server.respond((_request, response) => sendJson(response, 200, { data: LEFT_OUT }));
    const video = openLeftOutVideo();
    expect(video.overview).toBeNull();
    const { result, rerender } = renderHook(({ shown, isOpen }) => useDescriptionLoad(shown, isOpen), { initialProps: { shown: video, isOpen: true } });
    await waitFor(() => expect(usePageStore.getState().currentVideo?.overview).toBe(LEFT_OUT.metadata.description));
    expect(result.current).toBeNull();
    expect(loadedVideos(useCategoryStore.getState().categories).filter((each) => each.id === LEFT_OUT._id).map((each) => each.overview)).toEqual(
      Array(4).fill(LEFT_OUT.metadata.description),
    );
    expect(blogRequests().map((request) => request.path)).toEqual([`/api/blog/${LEFT_OUT.pathseo}`]);
    rerender({ shown: usePageStore.getState().currentVideo!, isOpen: true });
    expect(blogRequests()).toHaveLength(1);
  });

  it('says why when the load fails, and tries again at the next opening', async () => {
    server.respond((_request, response) => sendJson(response, 500, { statusCode: 500 }));
    const video = openLeftOutVideo();
    const { result, rerender } = renderHook(({ shown, isOpen }) => useDescriptionLoad(shown, isOpen), { initialProps: { shown: video, isOpen: true } });
    await waitFor(() => expect(result.current).toBe(API_ERROR_MESSAGES.server));

    const failedRequests = blogRequests().length;
    server.respond((_request, response) => sendJson(response, 200, { data: LEFT_OUT }));
    rerender({ shown: video, isOpen: false });
    rerender({ shown: video, isOpen: true });
    expect(result.current).toBeNull();
    await waitFor(() => expect(usePageStore.getState().currentVideo?.overview).toBe(LEFT_OUT.metadata.description));
    expect(blogRequests()).toHaveLength(failedRequests + 1);
  });

  it('loads nothing for a video that has its description', () => {
    renderHook(() => useDescriptionLoad(toUiVideo(LEFT_OUT, getTheme('rock')), true));
    expect(blogRequests()).toHaveLength(0);
  });
});
