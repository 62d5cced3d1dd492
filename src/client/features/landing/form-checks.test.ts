import { describe, expect, it } from 'vitest';
import { contactFieldsInvalid, newsletterEmailValid } from './form-checks';

describe('landing form checks (the shared site schemas, loaded on demand)', () => {
  it('accepts an address the newsletter route accepts and refuses what it refuses', async () => {
    expect(await newsletterEmailValid(' Saver@Example.com ')).toBe(true);
    expect(await newsletterEmailValid('not-an-email')).toBe(false);
    expect(await newsletterEmailValid('saver@example..com')).toBe(false);
    expect(await newsletterEmailValid('')).toBe(false);
  });

  it('names the Contact Support fields the form explains', async () => {
    expect(await contactFieldsInvalid({ name: '', email: '', message: '' })).toEqual({ email: true, message: true });
    expect(await contactFieldsInvalid({ name: '', email: 'amina@example.com', message: '   ' })).toEqual({
      email: false,
      message: true,
    });
    expect(await contactFieldsInvalid({ name: 'Amina', email: 'amina@example.com', message: 'Habari' })).toEqual({
      email: false,
      message: false,
    });
  });

  it('leaves what it does not explain (an unusual character in the name) to the server', async () => {
    expect(await contactFieldsInvalid({ name: 'A\u0000', email: 'amina@example.com', message: 'Habari' })).toEqual({
      email: false,
      message: false,
    });
  });
});
