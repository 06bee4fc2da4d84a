import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '@vitrine/catalog/contact-request';
import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiClientForTests } from '../../lib/api-client.ts';
import { sendJson, startLocalApiServer, type LocalApiServer } from '../../test/local-api-server.ts';
import { dispatchToast } from '../../toasts/toast-store.ts';
import Toaster from '../../toasts/toaster.tsx';
import { ContactForm } from './contact-form.tsx';

const SUCCESS = 'Merci pour votre inscription ! Nous vous contacterons rapidement.';
const FAILURE = "Une erreur s'est produite lors de l'envoi de votre demande. Veuillez réessayer.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let server: LocalApiServer;

beforeAll(async () => {
  server = await startLocalApiServer();
});
afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  // The client's waits between attempts are skipped; everything else is the real client.
  setApiClientForTests({ baseUrl: server.baseUrl, apiKey: () => 'test-key', sleep: async () => {} });
});

afterEach(() => {
  cleanup();
  act(() => dispatchToast({ type: 'remove' }));
  server.requests.length = 0;
  setApiClientForTests();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderForm(onDone = vi.fn()) {
  render(
    <>
      <ContactForm onDone={onDone} />
      <Toaster />
    </>,
  );
  return onDone;
}

const nameInput = () => screen.getByLabelText('Nom complet');
const emailInput = () => screen.getByLabelText('Email');
const messageInput = () => screen.getByLabelText('Votre message ou lien de playlist');

async function fillAndSubmit(fields = { name: 'Ada Lovelace', email: 'ada@example.org', message: 'https://youtube.com/playlist?list=PL123' }) {
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  await user.type(nameInput(), fields.name);
  await user.type(emailInput(), fields.email);
  await user.type(messageInput(), fields.message);
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));
  return user;
}

/** Holds the server's answer until the test releases it. */
function holdAnswer(): { release: (status: number) => void } {
  let held: ServerResponse | undefined;
  server.respond((_request, response) => {
    held = response;
  });
  return {
    release: (status) => {
      if (!held) throw new Error('no request is being held');
      sendJson(held, status, {});
    },
  };
}

describe('ContactForm', () => {
  it('has the three required fields, the email one of email type', () => {
    renderForm();
    expect(nameInput()).toBeRequired();
    expect(emailInput()).toBeRequired();
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(messageInput()).toBeRequired();
  });

  it("stops the typing at the server's limits", () => {
    renderForm();
    expect(nameInput()).toHaveAttribute('maxlength', String(NAME_MAX_LENGTH));
    expect(emailInput()).toHaveAttribute('maxlength', String(EMAIL_MAX_LENGTH));
    expect(messageInput()).toHaveAttribute('maxlength', String(MESSAGE_MAX_LENGTH));
  });

  it('hides a honeypot field from people and assistive technology', () => {
    const { container } = render(<ContactForm onDone={vi.fn()} />);
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['name', 'email', 'message']);
  });

  it('sends nothing while a required field is empty', async () => {
    renderForm();
    await userEvent.type(nameInput(), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    // Submitting would have switched the button to 'Envoi...' synchronously.
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    expect(emailInput()).toBeInvalid();
    expect(server.requests).toHaveLength(0);
  });

  it('ties a French message to each invalid field and moves focus to the first one', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.type(nameInput(), 'Ada');
    await user.type(emailInput(), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(server.requests).toHaveLength(0);
    expect(nameInput()).not.toHaveAttribute('aria-invalid');
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription('Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.fr.');
    expect(messageInput()).toHaveAttribute('aria-invalid', 'true');
    expect(messageInput()).toHaveAccessibleDescription('Veuillez écrire votre message ou coller le lien de votre playlist.');
    expect(emailInput()).toHaveFocus();

    // Fixed, the field loses its message at once.
    await user.clear(emailInput());
    await user.type(emailInput(), 'ada@example.org');
    expect(emailInput()).not.toHaveAttribute('aria-invalid');
    expect(emailInput()).not.toHaveAccessibleDescription();
  });

  it('keeps focus on the button during Envoi... and moves it to the confirmation after', async () => {
    const answer = holdAnswer();
    renderForm();
    await fillAndSubmit();
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Envoi...' })).toHaveFocus();
    // A second press while it runs sends nothing more.
    fireEvent.click(screen.getByRole('button', { name: 'Envoi...' }));
    answer.release(200);
    // The confirmation appears in one commit and takes focus in the effect after it.
    const confirmation = await screen.findByText(SUCCESS);
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(server.requests).toHaveLength(1);
  });

  it('Enter in a field sends too, and focus goes to the button rather than the page', async () => {
    const answer = holdAnswer();
    renderForm();
    const user = userEvent.setup();
    await user.type(nameInput(), 'Ada');
    await user.type(emailInput(), 'ada@example.org');
    await user.type(messageInput(), 'Bonjour');
    await user.type(emailInput(), '{Enter}');
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Envoi...' })).toHaveFocus();
    answer.release(200);
    await screen.findByText(SUCCESS);
  });

  it("disables everything while sending, the button reading 'Envoi...', then shows the green confirmation", async () => {
    const answer = holdAnswer();
    renderForm();
    await fillAndSubmit();

    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Envoi...' })).toHaveAttribute('aria-disabled', 'true');
    for (const input of [nameInput(), emailInput(), messageInput()]) expect(input).toBeDisabled();

    answer.release(200);
    const confirmation = await screen.findByText(SUCCESS);
    expect(confirmation).toHaveAttribute('role', 'status');
    expect(confirmation).toHaveClass('text-green-700');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/mail/send');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['x-api-key']).toBe('test-key');
    expect(request?.headers['idempotency-key']).toMatch(UUID);
    const body = JSON.parse(request?.body ?? '') as Record<string, unknown>;
    // Only what the server reads: it builds the recipient, subject, sender and text itself.
    expect(body).toEqual({
      bodyContent: { message: 'https://youtube.com/playlist?list=PL123', email: 'ada@example.org' },
      type: 'gencontact',
      name: 'Ada Lovelace',
      website: '',
      fillMs: expect.any(Number),
    });
    expect(Number.isInteger(body.fillMs) && (body.fillMs as number) >= 0).toBe(true);
  });

  it.each([
    ['the time the form was open', 4_000, 4_000],
    ['at most a day for a form left open longer', 25 * 60 * 60_000, 24 * 60 * 60_000],
  ])('sends as fillMs %s, on the page clock rather than the wall clock', async (_case, openMs, fillMs) => {
    vi.useFakeTimers({ toFake: ['performance', 'Date'] });
    renderForm();
    vi.advanceTimersByTime(openMs);
    // A wall clock set back while the form is open changes nothing.
    vi.setSystemTime(Date.now() - 60 * 60_000);
    await fillAndSubmit();
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(JSON.parse(server.requests[0]?.body ?? '')).toMatchObject({ fillMs });
  });

  it('asks the popup to close 2 s after the confirmation appears', async () => {
    const answer = holdAnswer();
    const onDone = renderForm();
    await fillAndSubmit();
    await waitFor(() => expect(server.requests).toHaveLength(1));
    // Faked from here on, only timeouts: the request, React's scheduler and findBy* polling stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer.release(200);
    // Polled on real I/O turns: findBy* would wait on the faked timeouts.
    while (!screen.queryByText(SUCCESS)) await act(() => new Promise((resolve) => setImmediate(resolve)));
    act(() => vi.advanceTimersByTime(1_999));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("on a server error: logged, an 'Erreur' toast, and the form editable again with the text kept", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.respond((_request, response) => sendJson(response, 500, { message: 'boom' }));
    renderForm();
    await fillAndSubmit();

    const toastTitle = await screen.findByText('Erreur', { selector: '[data-variant="destructive"] *' });
    expect(toastTitle.closest('[data-variant]')).toHaveTextContent(FAILURE);
    expect(logged).toHaveBeenCalled();
    expect(nameInput()).toBeEnabled();
    expect(nameInput()).toHaveValue('Ada Lovelace');
    expect(emailInput()).toHaveValue('ada@example.org');
    expect(messageInput()).toHaveValue('https://youtube.com/playlist?list=PL123');
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it('on a network failure: the same toast and the text kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.respond((_request, response) => response.socket?.destroy());
    renderForm();
    await fillAndSubmit();
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
    expect(messageInput()).toHaveValue('https://youtube.com/playlist?list=PL123');
    expect(messageInput()).toBeEnabled();
  });

  it('retries of the same submission carry the same Idempotency-Key; a new text gets a new one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.respond((_request, response) => sendJson(response, 503, {}));
    renderForm();
    const user = await fillAndSubmit();
    await screen.findByText(FAILURE);
    const firstKeys = server.requests.map((request) => request.headers['idempotency-key']);
    // The client's own attempts and the visitor's second click are all one submission.
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(server.requests.length).toBeGreaterThan(firstKeys.length));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled());
    const keys = new Set(server.requests.map((request) => request.headers['idempotency-key']));
    expect(firstKeys.length).toBeGreaterThan(1);
    expect(keys.size).toBe(1);

    server.requests.length = 0;
    server.respond((_request, response) => sendJson(response, 200, {}));
    await user.type(messageInput(), ' et une autre');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await screen.findByText(SUCCESS);
    expect(server.requests[0]?.headers['idempotency-key']).toMatch(UUID);
    expect(keys.has(server.requests[0]?.headers['idempotency-key'])).toBe(false);
  });

  it('sends on a plain-HTTP host too, where crypto.randomUUID is missing', async () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    server.respond((_request, response) => sendJson(response, 200, {}));
    renderForm();
    await fillAndSubmit();
    await screen.findByText(SUCCESS);
    expect(server.requests[0]?.headers['idempotency-key']).toMatch(UUID);
  });

  it('sends what a bot put in the honeypot, so the server can drop the post', async () => {
    server.respond((_request, response) => sendJson(response, 200, {}));
    const { container } = render(<ContactForm onDone={vi.fn()} />);
    const honeypot = container.querySelector('input[name="website"]');
    if (!honeypot) throw new Error('no honeypot');
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    await fillAndSubmit();
    await screen.findByText(SUCCESS);
    expect(JSON.parse(server.requests[0]?.body ?? '')).toMatchObject({ website: 'https://spam.example' });
  });
});
