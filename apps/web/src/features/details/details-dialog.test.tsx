import { getTheme } from '@vitrine/catalog/themes/themes';
import { toUiVideo } from '@vitrine/catalog/to-ui-video';
import type { UiVideo } from '@vitrine/catalog/ui-video';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isInMyList, reloadLocalLibrary } from '../../lib/local-library.ts';
import { useThemeStore } from '../../theme/theme-store.ts';
import { dispatchToast, getToasts, toast } from '../../toasts/toast-store.ts';
import Toaster from '../../toasts/toaster.tsx';
import DetailsDialog, { type DetailsDialogProps } from './details-dialog.tsx';

const SHARE_BASE = 'https://rock.vitrine.example';

function uiVideo(overrides: Partial<UiVideo> = {}): UiVideo {
  const video = toUiVideo(
    {
      _id: 'v1',
      pathseo: 'sabaton-the-last-stand',
      parsed: true,
      metadata: {
        title: 'Sabaton - The Last Stand',
        description: 'Official video.\nOut now on <a href="https://band.test">our site</a>.',
        publishedAt: '2024-03-01T10:00:00Z',
        channelTitle: 'Nuclear Blast Records',
        username: 'nuclearblastrecords',
        videoId: 'dQw4w9WgXcQ',
        titleSeo: 'sabaton-the-last-stand',
        genre: [],
        snippet: { thumbnails: { maxres: { url: 'https://i.ytimg.test/maxres.jpg', width: 1280 }, high: { url: 'https://i.ytimg.test/high.jpg', width: 480 } } },
      },
    },
    getTheme('rock'),
  );
  return { ...video, genre_ids: [100, 101, 102, 103, 104], ...overrides };
}

function renderDialog(props: Partial<DetailsDialogProps> = {}) {
  const handlers = { onOpenChange: vi.fn(), onPlay: vi.fn(), ...props };
  render(<DetailsDialog video={uiVideo()} open themeId="rock" shareBaseUrl={null} {...handlers} />);
  return handlers;
}

/** The way the page uses it: a card opens the dialog, closing it clears the video. */
function CardWithDialog() {
  const [video, setVideo] = useState<UiVideo | null>(null);
  return (
    <>
      <button type="button" onClick={() => setVideo(uiVideo())}>
        Open card
      </button>
      <DetailsDialog video={video} open={video !== null} onOpenChange={(open) => !open && setVideo(null)} onPlay={() => {}} themeId="rock" shareBaseUrl={null} />
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
  reloadLocalLibrary();
});

afterEach(() => {
  cleanup();
  dispatchToast({ type: 'remove' });
  vi.restoreAllMocks();
});

describe('DetailsDialog', () => {
  it('is a dialog named after the video, with its backdrop, channel, date and overview', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Sabaton - The Last Stand' });
    expect(within(dialog).getByTestId('channel-badge')).toHaveTextContent('Nuclear Blast Records');
    expect(within(dialog).getByText('1 Mar 2024')).toHaveAttribute('dateTime', '2024-03-01');
    const backdrop = dialog.querySelector('img');
    expect(backdrop).toHaveAttribute('srcset', 'https://i.ytimg.test/maxres.jpg 1280w, https://i.ytimg.test/high.jpg 480w');
    expect(dialog).toHaveAccessibleDescription('Official video.Out now on our site.');
  });

  it("writes the release date in the page's language: French on a French theme", () => {
    act(() => useThemeStore.getState().setTheme('culture_fr'));
    try {
      renderDialog();
      expect(within(screen.getByRole('dialog')).getByText('1 mars 2024')).toHaveAttribute('dateTime', '2024-03-01');
    } finally {
      act(() => useThemeStore.getState().setTheme('rock'));
    }
  });

  it('shows the runtime beside the date when the video\'s length is known, and none when it is not', () => {
    renderDialog({ video: uiVideo({ durationSeconds: 253 }) });
    expect(within(screen.getByRole('dialog')).getByTestId('runtime')).toHaveTextContent('4:13');
    cleanup();
    renderDialog({ video: uiVideo({ durationSeconds: null }) });
    expect(within(screen.getByRole('dialog')).queryByTestId('runtime')).toBeNull();
  });

  it('shows the generated poster when the backdrop fails to load', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog');
    fireEvent.error(dialog.querySelector('img') as HTMLImageElement);
    expect(dialog.querySelector('img')).toBeNull();
    expect(within(dialog).getByTestId('generated-poster')).toBeInTheDocument();
  });

  it('shows at most 4 genre chips and the full genre list', () => {
    renderDialog();
    const chips = within(screen.getByRole('list', { name: 'Main genres' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Metal', 'Hard Rock', 'Death Metal', 'Post-Rock']);
    expect(screen.getByTestId('all-genres')).toHaveTextContent('Metal, Hard Rock, Death Metal, Post-Rock, Black Metal');
  });

  it('renders the overview as sanitised HTML: line breaks, links in a new tab, no script', () => {
    const onerror = '<img src=x onerror="window.__xss = true"><script>window.__xss = true</script>';
    renderDialog({ video: uiVideo({ overview: `Line one\nLine two <a href="javascript:alert(1)">bad</a> <a href="https://band.test">good</a>${onerror}` }) });
    const dialog = screen.getByRole('dialog');
    const overview = within(dialog).getByText(/Line one/);
    expect(overview.innerHTML).toBe(
      'Line one<br>Line two <a target="_blank" rel="noopener noreferrer">bad</a> <a href="https://band.test" target="_blank" rel="noopener noreferrer">good</a>',
    );
    expect(dialog.querySelector('script, [onerror]')).toBeNull();
  });

  it('while the description of a video the page came without loads, holds its place busy; then shows the failure, still as the description', () => {
    const { rerender } = render(<DetailsDialog video={uiVideo({ overview: null })} open themeId="rock" shareBaseUrl={null} onOpenChange={vi.fn()} onPlay={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Sabaton - The Last Stand' });
    expect(within(dialog).getByTestId('description-loading')).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Play' })).toBeEnabled();
    rerender(<DetailsDialog video={uiVideo({ overview: null })} open themeId="rock" shareBaseUrl={null} onOpenChange={vi.fn()} onPlay={vi.fn()} descriptionError="Server error. Please try again later." />);
    expect(within(dialog).queryByTestId('description-loading')).toBeNull();
    expect(dialog).toHaveAccessibleDescription('Server error. Please try again later.');
  });

  it('Play hands the video to the page', async () => {
    const { onPlay } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(onPlay).toHaveBeenCalledWith(uiVideo());
  });

  it('the My List toggle adds the video to this theme’s list and removes it again', async () => {
    renderDialog();
    const toggle = screen.getByRole('button', { name: 'My List' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(isInMyList('rock', 'v1')).toBe(true);
    expect(isInMyList('latino', 'v1')).toBe(false);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(isInMyList('rock', 'v1')).toBe(false);
  });

  it('draws its content in the render that mounts it open, not in a second pass after it (a video page opens it as it starts: issue 9)', () => {
    let isDrawnAtFirstCommit: boolean | undefined;
    function AfterDialog() {
      useLayoutEffect(() => {
        isDrawnAtFirstCommit ??= document.querySelector('[data-testid="details-dialog"]') !== null;
      }, []);
      return null;
    }
    render(
      <>
        <DetailsDialog video={uiVideo()} open themeId="rock" shareBaseUrl={null} onOpenChange={() => {}} onPlay={() => {}} />
        <AfterDialog />
      </>,
    );
    expect(isDrawnAtFirstCommit).toBe(true);
  });

  it('renders nothing without a video', () => {
    renderDialog({ video: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('closes', () => {
    it('with the X button', async () => {
      const { onOpenChange } = renderDialog();
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });

    it('with Escape', async () => {
      const { onOpenChange } = renderDialog();
      await userEvent.keyboard('{Escape}');
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });

    it('with one Escape while a toast shows, and the toast closes too', async () => {
      render(<Toaster />);
      const { onOpenChange } = renderDialog();
      act(() => {
        toast({ title: 'Lien copié' });
      });
      expect(await screen.findByText('Lien copié', { selector: 'li *' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      expect(onOpenChange).toHaveBeenCalledWith(false);
      expect(getToasts().every((shown) => !shown.open)).toBe(true);
    });

    it('with a click on the backdrop', async () => {
      const { onOpenChange } = renderDialog();
      await userEvent.click(screen.getByTestId('details-overlay'));
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });

    it('not with a click inside', async () => {
      const { onOpenChange } = renderDialog();
      await userEvent.click(screen.getByTestId('all-genres'));
      expect(onOpenChange).not.toHaveBeenCalled();
    });

    it('and focus returns to the card that opened it', async () => {
      render(<CardWithDialog />);
      const card = screen.getByRole('button', { name: 'Open card' });
      await userEvent.click(card);
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // Radix hands focus back on the next tick.
      await waitFor(() => expect(card).toHaveFocus());
    });
  });

  describe('share buttons', () => {
    it('are hidden where the site has no share URL (a host that is not configured)', () => {
      renderDialog({ shareBaseUrl: null });
      expect(screen.queryByRole('button', { name: 'Copier le lien' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Share on Facebook' })).not.toBeInTheDocument();
    });

    it("link to the networks with the site's share URL", () => {
      renderDialog({ shareBaseUrl: SHARE_BASE });
      const shared = encodeURIComponent(`${SHARE_BASE}/sabaton-the-last-stand`);
      expect(screen.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${shared}`);
      expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\?text=/));
      expect(screen.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${shared}`);
      for (const link of screen.getAllByRole('link', { name: /^Share on/ })) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });

    it("'Copier le lien' copies the share URL and confirms with a toast", async () => {
      const user = userEvent.setup();
      render(<Toaster />);
      renderDialog({ shareBaseUrl: SHARE_BASE });
      await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
      expect(await navigator.clipboard.readText()).toBe(`${SHARE_BASE}/sabaton-the-last-stand`);
      expect(await screen.findByText('Lien copié')).toBeInTheDocument();
    });

    it("'Copier le lien' says so when the clipboard refuses", async () => {
      const user = userEvent.setup();
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
      vi.spyOn(console, 'error').mockImplementation(() => {});
      render(<Toaster />);
      renderDialog({ shareBaseUrl: SHARE_BASE });
      await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
      expect(await screen.findByText("Le lien n'a pas pu être copié")).toBeInTheDocument();
    });
  });
});

describe('details dialog that cannot render its video', () => {
  it('shows the description of a frameset-family video as safe text', () => {
    renderDialog({ video: uiVideo({ overview: '<frameset><frame src="javascript:alert(1)"><b>Tour dates</b>' }) });
    expect(screen.getByTestId('details-dialog')).toHaveTextContent('Tour dates');
  });

  function brokenVideo(): UiVideo {
    const broken = uiVideo();
    Object.defineProperty(broken, 'genre_ids', {
      get() {
        throw new Error('a stored video the dialog cannot read');
      },
    });
    return broken;
  }

  it('contains a render error in a dialog the visitor can still close', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onOpenChange } = renderDialog({ video: brokenVideo() });
    const dialog = screen.getByRole('dialog', { name: 'The details of this video cannot be shown.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    vi.restoreAllMocks();
  });

  it("says so in the theme's language: French on a French theme", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onOpenChange } = renderDialog({ video: brokenVideo(), themeId: 'culture_fr' });
    const dialog = screen.getByRole('dialog', { name: 'Les détails de cette vidéo ne peuvent pas être affichés.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    vi.restoreAllMocks();
  });
});
