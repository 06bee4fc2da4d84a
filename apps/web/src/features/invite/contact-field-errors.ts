/**
 * The contact form's inline messages (PRODUCT §4.5), in French like the popup. The checks are
 * the browser's own (required, email type: PRODUCT §5.6) read from the field's validity, plus a
 * text made only of spaces, which the server would refuse (it trims).
 */
export const FIELD_MESSAGES = {
  name: 'Veuillez indiquer votre nom complet.',
  emailMissing: 'Veuillez indiquer votre adresse e-mail.',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.fr.',
  message: 'Veuillez écrire votre message ou coller le lien de votre playlist.',
} as const;

export type ContactFieldName = 'name' | 'email' | 'message';
export const CONTACT_FIELD_NAMES: readonly ContactFieldName[] = ['name', 'email', 'message'];

type Field = Pick<HTMLInputElement, 'value' | 'validity'>;

/** The message a field shows, or null when it is fine. */
export function contactFieldError(name: ContactFieldName, field: Field): string | null {
  const isBlank = field.validity.valueMissing || field.value.trim() === '';
  if (name === 'email') {
    if (isBlank) return FIELD_MESSAGES.emailMissing;
    return field.validity.typeMismatch ? FIELD_MESSAGES.emailInvalid : null;
  }
  if (!isBlank) return null;
  return name === 'name' ? FIELD_MESSAGES.name : FIELD_MESSAGES.message;
}
