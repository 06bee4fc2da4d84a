import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultSites } from '@vitrine/catalog/page-config';
import type { ServerResponse } from 'node:http';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendJson, serveApiForTests } from '../../test/local-api-server.ts';
import { dispatchToast, toast } from '../../toasts/toast-store.ts';
import Toaster from '../../toasts/toaster.tsx';
import InvitePopup from './invite-popup.tsx';

const STANDUP_TITLE = 'Artistes, inscrivez votre chaîne YouTube !';
const ROCK_TITLE = 'Groupes Rock/Metal, inscrivez votre chaîne YouTube !';
const SUCCESS = 'Merci pour votre inscription ! Nous vous contacterons rapidement.';

const sites = defaultSites();
sites.standup.hosts = ['standup.example.ch'];
sites.rock.hosts = ['metal.example.org'];

/** The parent owns the open state, as the header's invite link does. */
function Host({ hostname, port, onOpenChange = vi.fn() }: { hostname: string; port: string; onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <InvitePopup
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setOpen(next);
      }}
      hostname={hostname}
      port={port}
      sites={sites}
    />
  );
}

/** Radix starts listening for outside clicks one tick after opening (so the opening click does not count). */
const outsideClickListening = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('InvitePopup', () => {
  it('on port 3003: the stand-up edition, a French modal with its title, paragraph and the form', () => {
    render(<Host hostname="localhost" port="3003" />);
    const dialog = screen.getByRole('dialog', { name: STANDUP_TITLE });
    expect(dialog).toHaveAttribute('lang', 'fr');
    expect(dialog).toHaveAccessibleDescription(/Humoristes.*playlist.*Contactez-nous/);
    expect(screen.getByLabelText('Votre message ou lien de playlist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer la popup' })).toBeInTheDocument();
  });

  it('on port 3001: the rock edition, about channels, playlists, clips and albums', () => {
    render(<Host hostname="127.0.0.1" port="3001" />);
    const dialog = screen.getByRole('dialog', { name: ROCK_TITLE });
    expect(dialog).toHaveAccessibleDescription(/chaîne ou votre playlist.*Contactez-nous.*clips.*albums/);
  });

  it('on the configured production hosts: their editions', () => {
    render(<Host hostname="standup.example.ch" port="" />);
    expect(screen.getByRole('dialog', { name: STANDUP_TITLE })).toBeInTheDocument();
    cleanup();
    render(<Host hostname="metal.example.org" port="" />);
    expect(screen.getByRole('dialog', { name: ROCK_TITLE })).toBeInTheDocument();
  });

  it.each([
    ['localhost', '3002'],
    ['latino.example.org', ''],
    ['standup.example.ch.evil.test', ''],
  ])('renders nothing on %s:%s', (hostname, port) => {
    const { container } = render(<Host hostname={hostname} port={port} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("closes with the 'Fermer la popup' button", async () => {
    const onOpenChange = vi.fn();
    render(<Host hostname="localhost" port="3003" onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fermer la popup' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click outside the card, and with Escape', async () => {
    render(<Host hostname="localhost" port="3003" />);
    await outsideClickListening();
    // A click is a pointer-down then a click; Radix dismisses on the click.
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    cleanup();
    render(<Host hostname="localhost" port="3001" />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('one Escape closes it while a toast shows (a failed send leaves one)', async () => {
    render(<Toaster />);
    render(<Host hostname="localhost" port="3001" />);
    act(() => void toast({ title: 'Erreur', variant: 'destructive' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => dispatchToast({ type: 'remove' }));
  });

  it('a toast shown over it sits inside it: read with the popup, reachable by Tab and closable without closing the popup', async () => {
    render(<Toaster />);
    render(<Host hostname="localhost" port="3001" />);
    const dialog = screen.getByRole('dialog', { name: ROCK_TITLE });
    act(() => void toast({ title: 'Erreur', description: 'Une erreur est survenue.', variant: 'destructive', lang: 'fr' }));

    const closeToast = within(dialog).getByRole('button', { name: 'Close' });
    expect(within(dialog).getByText('Erreur')).toBeInTheDocument();
    const user = userEvent.setup();
    // Tab walks the popup's stops, the toast's Close among them (Radix's focus trap lets it be focused).
    for (let presses = 0; presses < 10 && document.activeElement !== closeToast; presses += 1) await user.tab();
    expect(closeToast).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Erreur')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: ROCK_TITLE })).toBeInTheDocument();
    act(() => dispatchToast({ type: 'remove' }));
  });

  it('a click inside the card keeps it open', async () => {
    render(<Host hostname="localhost" port="3003" />);
    await outsideClickListening();
    fireEvent.pointerDown(screen.getByRole('heading', { name: STANDUP_TITLE }));
    fireEvent.click(screen.getByRole('heading', { name: STANDUP_TITLE }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  describe('with the mail API on a local server', () => {
    const server = serveApiForTests();

    it('after a successful request the confirmation shows and the popup closes by itself after 2 s', async () => {
      let heldAnswer: ServerResponse | undefined;
      server.respond((_request, response) => {
        heldAnswer = response;
      });
      const onOpenChange = vi.fn();
      render(<Host hostname="localhost" port="3003" onOpenChange={onOpenChange} />);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Nom complet'), 'Jean Dupont');
      await user.type(screen.getByLabelText('Email'), 'jean@example.ch');
      await user.type(screen.getByLabelText('Votre message ou lien de playlist'), 'Ma playlist');
      await user.click(screen.getByRole('button', { name: 'Envoyer' }));
      while (server.requests.length === 0) await act(() => new Promise((resolve) => setImmediate(resolve)));
      // Faked from here on, only timeouts: the request and React's scheduler stay real.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      if (heldAnswer) sendJson(heldAnswer, 200, { success: true });
      while (!screen.queryByText(SUCCESS)) await act(() => new Promise((resolve) => setImmediate(resolve)));

      act(() => vi.advanceTimersByTime(1_999));
      expect(screen.getByRole('dialog')).toHaveTextContent(SUCCESS);
      act(() => vi.advanceTimersByTime(1));
      expect(onOpenChange).toHaveBeenCalledWith(false);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
