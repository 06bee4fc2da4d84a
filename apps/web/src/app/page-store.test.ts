import { toUiVideo } from '@vitrine/catalog/to-ui-video';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiVideo } from '../test/api-videos.ts';
import { useThemeStore } from '../theme/theme-store.ts';
import { selectIsDialogOpen, usePageStore } from './page-store.ts';

const initialTheme = useThemeStore.getState();
const page = () => usePageStore.getState();
const video = toUiVideo(apiVideo(1), initialTheme.theme);
const other = toUiVideo(apiVideo(2), initialTheme.theme);

beforeEach(() => {
  usePageStore.setState(usePageStore.getInitialState(), true);
});

afterEach(() => {
  useThemeStore.setState(initialTheme, true);
  localStorage.clear();
});

describe('page store', () => {
  it('opens the details dialog on a video and closes it', () => {
    page().openDetails(video);
    expect(page()).toMatchObject({ detailsOpen: true, currentVideo: video });
    expect(selectIsDialogOpen(page())).toBe(true);
    page().closeDetails();
    expect(page().detailsOpen).toBe(false);
    expect(selectIsDialogOpen(page())).toBe(false);
  });

  it('starts the player on a video, closing the dialog under it, and closes it', () => {
    page().openDetails(video);
    page().startPlayer(other, 'entry-1', 42);
    expect(page()).toMatchObject({ currentVideo: other, detailsOpen: false, playerOpen: true, playerStartSeconds: 42, playerEntryId: 'entry-1' });
    page().closePlayer();
    expect(page()).toMatchObject({ playerOpen: false, playerEntryId: null });
  });

  it('plays from the start unless a resume position is given', () => {
    page().startPlayer(video, 'entry-2');
    expect(page().playerStartSeconds).toBe(0);
  });

  it('forgets the shown video when the theme changes', () => {
    page().openDetails(video);
    useThemeStore.getState().setTheme('latino');
    expect(page()).toMatchObject({ currentVideo: null });
  });
});
