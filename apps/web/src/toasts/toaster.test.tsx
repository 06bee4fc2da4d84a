import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'radix-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchToast, getToasts, toast } from './toast-store.ts';
import Toaster from './toaster.tsx';

afterEach(() => {
  cleanup();
  act(() => dispatchToast({ type: 'remove' }));
});

describe('Toaster', () => {
  it('shows one toast at a time: the newest replaces the previous one', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Premier' }));
    act(() => void toast({ title: 'Second' }));
    expect(screen.queryByText('Premier')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeVisible();
  });

  it('styles a destructive toast for errors and announces it assertively to screen readers', async () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Erreur', description: 'Une erreur', variant: 'destructive' }));
    const title = screen.getByText('Erreur', { selector: '[data-variant] *' });
    expect(title.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(title.closest('[data-variant]')).toHaveClass('bg-red-600');
    await waitFor(() => {
      const announcement = document.querySelector('[aria-live="assertive"]');
      expect(announcement).toHaveTextContent(/Erreur.*Une erreur/);
    });
  });

  // By keyboard: jsdom lacks the pointer-capture API Radix uses on pointer-up.
  it('the close button dismisses the toast', async () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Fermez-moi' }));
    screen.getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(getToasts()).toEqual([expect.objectContaining({ title: 'Fermez-moi', open: false })]);
    await waitFor(() => expect(screen.queryByText('Fermez-moi')).not.toBeInTheDocument());
  });

  it('one Escape closes the toast and the dialog opened after it', async () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Avant le dialogue' }));
    const onOpenChange = vi.fn();
    render(
      <Dialog.Root open onOpenChange={onOpenChange}>
        <Dialog.Portal>
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Title>Au-dessus du toast</Dialog.Title>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(getToasts()).toEqual([expect.objectContaining({ title: 'Avant le dialogue', open: false })]);
  });
});
