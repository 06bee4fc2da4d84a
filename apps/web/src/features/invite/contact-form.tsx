// The server's bounds (PRODUCT §5.6), as maxLength so the browser stops the typing
// instead of the server refusing the whole request.
import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '@vitrine/catalog/contact-request';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { randomId } from '../../lib/random-id.ts';
import { toast } from '../../toasts/toast-store.ts';
import { CONTACT_FIELD_NAMES, contactFieldError, type ContactFieldName } from './contact-field-errors.ts';
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
 *
 * Focus never falls to the page (PRODUCT §4.5): the fields are checked here rather than by the
 * browser's bubbles, so each invalid one says why in French, tied to it, and the first takes
 * focus; the button stays focusable (aria-disabled) while 'Envoi...' runs; the confirmation
 * takes focus when it replaces the form.
 */
export function ContactForm({ onDone }: ContactFormProps) {
  const [status, setStatus] = useState<Status>('idle');
  const [errors, setErrors] = useState<Partial<Record<ContactFieldName, string>>>({});
  // performance.now() counts from page load and never jumps with the wall clock.
  const [openedAt] = useState(() => performance.now());
  const pending = useRef<PendingSubmission | null>(null);
  const submitButtonRef = useRef<HTMLButtonElement>(null);
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const done = useEffectEvent(onDone);

  // Unmounting (the popup closed some other way) cancels the timer.
  useEffect(() => {
    if (status !== 'sent') return;
    confirmationRef.current?.focus();
    const timer = setTimeout(done, POPUP_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  if (status === 'sent') {
    return (
      <p ref={confirmationRef} role="status" tabIndex={-1} className="rounded-md bg-green-50 p-4 font-medium text-green-700 outline-none">
        {SUCCESS_MESSAGE}
      </p>
    );
  }

  const submitting = status === 'submitting';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const fieldOf = (name: ContactFieldName) => form.elements.namedItem(name) as HTMLInputElement;
    const found = Object.fromEntries(
      CONTACT_FIELD_NAMES.flatMap((name) => {
        const error = contactFieldError(name, fieldOf(name));
        return error === null ? [] : [[name, error]];
      }),
    );
    setErrors(found);
    const firstInvalid = CONTACT_FIELD_NAMES.find((name) => name in found);
    if (firstInvalid) return fieldOf(firstInvalid).focus();

    // Read before disabling: a disabled field is left out of FormData.
    const fields = new FormData(form);
    const submission: ContactFormSubmission = {
      name: String(fields.get('name') ?? ''),
      email: String(fields.get('email') ?? ''),
      message: String(fields.get('message') ?? ''),
      website: String(fields.get('website') ?? ''),
      fillMs: performance.now() - openedAt,
    };
    const fingerprint = JSON.stringify([submission.name, submission.email, submission.message]);
    if (pending.current?.fingerprint !== fingerprint) pending.current = { idempotencyKey: randomId(), fingerprint };

    // Enter in a field sends too: that field is about to be disabled, so the button takes focus.
    submitButtonRef.current?.focus();
    setStatus('submitting');
    try {
      await sendContactRequest(submission, pending.current.idempotencyKey);
    } catch (error) {
      console.error('Contact request failed', error);
      setStatus('idle');
      toast({ title: ERROR_TITLE, description: ERROR_DESCRIPTION, variant: 'destructive', lang: 'fr' });
      return;
    }
    pending.current = null;
    setStatus('sent');
  };

  // A corrected field loses its message as soon as it is right.
  const recheck = (name: ContactFieldName, field: HTMLInputElement | HTMLTextAreaElement) => {
    if (!(name in errors)) return;
    const error = contactFieldError(name, field);
    setErrors((previous) => {
      const next = { ...previous };
      if (error === null) delete next[name];
      else next[name] = error;
      return next;
    });
  };

  const inputClass =
    'w-full rounded-md border border-neutral-500 bg-white px-3 py-2 text-neutral-900 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-60 aria-invalid:border-red-700';
  const fieldProps = (name: ContactFieldName) => ({
    id: `${id}-${name}`,
    name,
    required: true,
    'aria-invalid': name in errors || undefined,
    'aria-describedby': name in errors ? `${id}-${name}-error` : undefined,
    onChange: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => recheck(name, event.currentTarget),
    className: inputClass,
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={submitting} className="grid gap-4">
      {/* A fieldset disables every field at once while the request runs. */}
      <fieldset disabled={submitting} className="grid gap-4">
        <Field id={`${id}-name`} label="Nom complet" error={errors.name}>
          <input {...fieldProps('name')} type="text" maxLength={NAME_MAX_LENGTH} autoComplete="name" />
        </Field>
        <Field id={`${id}-email`} label="Email" error={errors.email}>
          <input {...fieldProps('email')} type="email" maxLength={EMAIL_MAX_LENGTH} autoComplete="email" />
        </Field>
        <Field id={`${id}-message`} label="Votre message ou lien de playlist" error={errors.message}>
          <textarea {...fieldProps('message')} maxLength={MESSAGE_MAX_LENGTH} rows={4} />
        </Field>
        {/* Off-screen rather than display:none, which bots recognise and skip. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-website`}>Website</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" defaultValue="" />
        </div>
      </fieldset>
      {/* Outside the fieldset and never really disabled: a disabled button would drop the focus to the page. */}
      <button
        ref={submitButtonRef}
        type="submit"
        aria-disabled={submitting || undefined}
        className="rounded-md bg-highlight px-4 py-2 font-semibold text-on-highlight hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900 aria-disabled:opacity-60"
      >
        {submitting ? 'Envoi...' : 'Envoyer'}
      </button>
    </form>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error !== undefined && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
