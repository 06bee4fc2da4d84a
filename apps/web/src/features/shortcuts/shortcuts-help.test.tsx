import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useThemeStore } from '../../theme/theme-store.ts';
import { ShortcutsHelp } from './shortcuts-help.tsx';

// The dialog is a lazy chunk: loaded once here, so no test pays for the transform.
beforeAll(async () => {
  await import('./shortcuts-dialog.tsx');
});

afterEach(() => {
  cleanup();
  act(() => useThemeStore.getState().setTheme('rock'));
});

describe('ShortcutsHelp', () => {
  it('? opens the list of every page and player shortcut; Escape closes it', async () => {
    render(<ShortcutsHelp />);
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, { timeout: 10_000 });
    expect(dialog).toHaveAttribute('lang', 'en');
    for (const does of ['Play or pause', 'Back or forward 10 seconds', 'Mute or unmute', 'Close the player', 'Go to the notifications', 'Show this list', 'Previous or next video in the row', 'First or last video in the row', 'Same place in the row above or below']) {
      expect(within(dialog).getByText(does)).toBeInTheDocument();
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("is written in the theme's language", async () => {
    act(() => useThemeStore.getState().setTheme('culture_fr'));
    render(<ShortcutsHelp />);
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Raccourcis clavier' }, { timeout: 10_000 });
    expect(dialog).toHaveAttribute('lang', 'fr');
    expect(within(dialog).getByText('Lecture ou pause')).toBeInTheDocument();
    expect(within(dialog).getByText('Vidéo précédente ou suivante de la rangée')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('gives focus back to where it was when it closes', async () => {
    render(
      <>
        <button type="button">Toggle sidebar</button>
        <ShortcutsHelp />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Toggle sidebar' });
    opener.focus();
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, { timeout: 10_000 });
    expect(opener).not.toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('leaves a question mark typed in a text field alone', async () => {
    render(
      <>
        <input aria-label="Search videos" />
        <ShortcutsHelp />
      </>,
    );
    const box = screen.getByRole('textbox', { name: 'Search videos' });
    fireEvent.keyDown(box, { key: '?' });
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
