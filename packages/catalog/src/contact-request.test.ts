import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { type ContactFormBody, EMAIL_MAX_LENGTH, FILL_MS_MAX, type MailSendBody, MailSendBodySchema, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from './contact-request.ts';

const valid: MailSendBody = {
  to: 'operator@vitrine.invalid',
  mailSubject: "[Vitrine] Demande d'inscription de ada@example.org",
  vendorEmail: 'Vitrine <support@vitrine.invalid>',
  bodyContent: { message: 'https://youtube.com/playlist?list=PL123', text: 'Nom: Ada\nEmail: ada@example.org\nMessage: …', email: 'ada@example.org' },
  type: 'gencontact',
  name: 'Ada Lovelace',
  website: '',
  fillMs: 4_000,
};

const withContent = (content: Partial<MailSendBody['bodyContent']>): MailSendBody => ({ ...valid, bodyContent: { ...valid.bodyContent, ...content } });

describe('MailSendBodySchema', () => {
  it('accepts the form’s body, the spec’s full body, and the spec’s body without the form’s extra fields', () => {
    const formBody: ContactFormBody = { bodyContent: { message: 'Bonjour', email: 'ada@example.org' }, type: 'gencontact', name: 'Ada', website: '', fillMs: 4_000 };
    expect(Value.Check(MailSendBodySchema, formBody)).toBe(true);
    expect(Value.Check(MailSendBodySchema, valid)).toBe(true);
    const { name: _name, website: _website, fillMs: _fillMs, to: _to, mailSubject: _subject, vendorEmail: _vendor, ...bare } = valid;
    expect(Value.Check(MailSendBodySchema, bare)).toBe(true);
  });

  it('accepts every field at its limit', () => {
    const atLimits = { ...withContent({ message: 'm'.repeat(MESSAGE_MAX_LENGTH), email: 'e'.repeat(EMAIL_MAX_LENGTH) }), name: 'n'.repeat(NAME_MAX_LENGTH), fillMs: FILL_MS_MAX };
    expect(Value.Check(MailSendBodySchema, atLimits)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['no type', (({ type: _type, ...rest }) => rest)(valid)],
    ['another type', { ...valid, type: 'newsletter' }],
    ['no bodyContent', (({ bodyContent: _content, ...rest }) => rest)(valid)],
    ['a name over 100 characters', { ...valid, name: 'n'.repeat(NAME_MAX_LENGTH + 1) }],
    ['an address over 254 characters', withContent({ email: 'e'.repeat(EMAIL_MAX_LENGTH + 1) })],
    ['a message over 5000 characters', withContent({ message: 'm'.repeat(MESSAGE_MAX_LENGTH + 1) })],
    ['a fill time over a day', { ...valid, fillMs: FILL_MS_MAX + 1 }],
    ['a negative fill time', { ...valid, fillMs: -1 }],
    ['a fractional fill time', { ...valid, fillMs: 3_500.5 }],
    ['an unknown field', { ...valid, cc: 'victim@example.net' }],
  ])('rejects a body with %s', (_case, body) => {
    expect(Value.Check(MailSendBodySchema, body)).toBe(false);
  });

  it('holds the limits the server checks and the form enforces', () => {
    expect([NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, FILL_MS_MAX]).toEqual([100, 254, 5_000, 86_400_000]);
  });
});
