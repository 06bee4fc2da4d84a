// The server's bounds (PRODUCT §5.6), as maxLength so the browser stops the typing
// instead of the server refusing the whole request.
import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '@vitrine/catalog/contact-request';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { randomId } from '../../lib/random-id.ts';
import { toast } from '../../toasts/toast-store.ts';
import { sendContactRequest, type ContactFormSubmission } from './send-contact-request.ts';

/** How long the confirmation shows before the popup closes by itself (PRODUCT §9.1). */
export const POPUP_AUTO_CLOSE_MS = 2_000;

const SUCCESS_MESSAGE = 'Merci pour votre inscription ! Nous vous contacterons rapidement.';
const ERROR_TITLE = 'Erreur';
const ERROR_DESCRIPTION = "Une erreur s'est produite lors de l'envoi de votre demande. Veuillez réessayer.";

type Status = 'idle' | 'submitting' | 'sent';

interface ContactFormProps {
  /** Called POPUP_AUTO_CLOSE_MS after the request was accepted: time to close the popup. */
  onDone: () => void;
}

/** A key kept for the retries of one submission: the same text sent again reuses it. */
interface PendingSubmission {
  idempotencyKey: string;
  fingerprint: string;
}

/**
 * The invite popup's contact form (PRODUCT §4.5): idle → submitting (all
 * disabled, 'Envoi...') → a green confirmation; a failure returns to idle with the text
 * kept and an error toast (PRODUCT §8.2).
 */
export function ContactForm({ onDone }: ContactFormProps) {
  const [status, setStatus] = useState<Status>('idle');
  // performance.now() counts from page load and never jumps with the wall clock.
  const [openedAt] = useState(() => performance.now());
  const pending = useRef<PendingSubmission | null>(null);
  const id = useId();
  const done = useEffectEvent(onDone);

  // Unmounting (the popup closed some other way) cancels the timer.
  useEffect(() => {
    if (status !== 'sent') return;
    const timer = setTimeout(done, POPUP_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  if (status === 'sent') {
    return (
      <p role="status" className="rounded-md bg-green-50 p-4 font-medium text-green-700">
        {SUCCESS_MESSAGE}
      </p>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read before disabling: a disabled field is left out of FormData.
    const fields = new FormData(event.currentTarget);
    const submission: ContactFormSubmission = {
      name: String(fields.get('name') ?? ''),
      email: String(fields.get('email') ?? ''),
      message: String(fields.get('message') ?? ''),
      website: String(fields.get('website') ?? ''),
      fillMs: performance.now() - openedAt,
    };
    const fingerprint = JSON.stringify([submission.name, submission.email, submission.message]);
    if (pending.current?.fingerprint !== fingerprint) pending.current = { idempotencyKey: randomId(), fingerprint };

    setStatus('submitting');
    try {
      await sendContactRequest(submission, pending.current.idempotencyKey);
    } catch (error) {
      console.error('Contact request failed', error);
      setStatus('idle');
      toast({ title: ERROR_TITLE, description: ERROR_DESCRIPTION, variant: 'destructive' });
      return;
    }
    pending.current = null;
    setStatus('sent');
  };

  const submitting = status === 'submitting';
  const inputClass =
    'w-full rounded-md border border-neutral-500 bg-white px-3 py-2 text-neutral-900 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-60';

  return (
    <form onSubmit={(event) => void submit(event)} aria-busy={submitting} className="grid gap-4">
      {/* A fieldset disables every control at once while the request runs. */}
      <fieldset disabled={submitting} className="grid gap-4">
        <div className="grid gap-1">
          <label htmlFor={`${id}-name`} className="text-sm font-medium">
            Nom complet
          </label>
          <input id={`${id}-name`} name="name" type="text" required maxLength={NAME_MAX_LENGTH} autoComplete="name" className={inputClass} />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-email`} className="text-sm font-medium">
            Email
          </label>
          <input id={`${id}-email`} name="email" type="email" required maxLength={EMAIL_MAX_LENGTH} autoComplete="email" className={inputClass} />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-message`} className="text-sm font-medium">
            Votre message ou lien de playlist
          </label>
          <textarea id={`${id}-message`} name="message" required maxLength={MESSAGE_MAX_LENGTH} rows={4} className={inputClass} />
        </div>
        {/* Off-screen rather than display:none, which bots recognise and skip. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-website`}>Website</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" defaultValue="" />
        </div>
        <button
          type="submit"
          className="rounded-md bg-highlight px-4 py-2 font-semibold text-on-highlight hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900 disabled:opacity-60"
        >
          {submitting ? 'Envoi...' : 'Envoyer'}
        </button>
      </fieldset>
    </form>
  );
}
