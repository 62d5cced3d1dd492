import { describe, expect, it } from 'vitest';
import { displayPhone, localPhone, normalizeKenyanPhone } from './phone';

describe('normalizeKenyanPhone', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['0112345678', '254112345678'],
    ['712345678', '254712345678'],
    ['112345678', '254112345678'],
    ['254712345678', '254712345678'],
    ['+254712345678', '254712345678'],
    ['+254 712 345 678', '254712345678'],
    ['0712-345-678', '254712345678'],
    [' 0712 345 678 ', '254712345678'],
  ])('%s → %s', (input, out) => expect(normalizeKenyanPhone(input)).toBe(out));

  it.each([
    '',
    '071234567',
    '07123456789',
    '0812345678',
    '+0712345678',
    '2540712345678',
    '25471234567',
    'abc',
    '+1254712345678',
  ])('refuses %j', (input) => expect(normalizeKenyanPhone(input)).toBeUndefined());
});

describe('displayPhone and localPhone', () => {
  it('shows 0712 345 678 whatever the stored form', () => {
    expect(displayPhone('254712345678')).toBe('0712 345 678');
    expect(displayPhone('+254112345678')).toBe('0112 345 678');
    expect(displayPhone('0712345678')).toBe('0712 345 678');
    expect(displayPhone('not a phone')).toBe('not a phone');
    expect(localPhone('254712345678')).toBe('0712345678');
  });
});
