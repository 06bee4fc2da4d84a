import { MESSAGE_MAX_LENGTH } from '@vitrine/catalog/contact-request';
import { describe, expect, it } from 'vitest';
import { checkContactRequest } from './contact-request.ts';

const valid = { name: 'Jeanne Dupont', email: 'jeanne@example.com', message: 'Ma playlist : https://youtube.com/playlist?list=x' };

describe('checkContactRequest', () => {
  it('accepts a well-formed request and trims it', () => {
    expect(checkContactRequest({ ...valid, name: '  Jeanne Dupont ' })).toEqual({ ok: true, request: valid });
  });

  it('refuses a name with a line break', () => {
    expect(checkContactRequest({ ...valid, name: 'Jeanne\r\nBcc: victim@example.com' })).toEqual({
      ok: false,
      field: 'name',
      problem: 'must not contain line breaks or control characters',
    });
  });

  it('refuses a name longer than 100 characters', () => {
    expect(checkContactRequest({ ...valid, name: 'é'.repeat(101) })).toMatchObject({ ok: false, field: 'name' });
    expect(checkContactRequest({ ...valid, name: 'é'.repeat(100) }).ok).toBe(true);
  });

  it.each([
    'a@example.com, b@example.com',
    'a@example.com;b@example.com',
    'Jeanne <a@example.com>',
    'a@example.com\r\nBcc: b@example.com',
    'not-an-address',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %j as the e-mail address', (email) => {
    expect(checkContactRequest({ ...valid, email })).toMatchObject({ ok: false, field: 'email' });
  });

  it('refuses an empty or over-long message but keeps its line breaks', () => {
    expect(checkContactRequest({ ...valid, message: '   ' })).toMatchObject({ ok: false, field: 'message' });
    expect(checkContactRequest({ ...valid, message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) })).toMatchObject({ ok: false, field: 'message' });
    expect(checkContactRequest({ ...valid, message: 'ligne 1\r\nligne 2' })).toMatchObject({ ok: true, request: { message: 'ligne 1\r\nligne 2' } });
  });
});
