import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatCount,
  formatKes,
  hasAtMostTwoDecimals,
  parseKes,
  reportedKesToCents,
  toCents,
} from './money';
import { kesAmount } from './schemas/kes-amount';

describe('parseKes', () => {
  it.each([
    [0.1, 10n],
    [10, 1000n],
    [1234.5, 123450n],
    [-0, 0n],
    ['12.50', 1250n],
    ['10.000', 1000n],
    [' 007.1 ', 710n],
    [99_999_999.99, 9_999_999_999n],
    [-3.25, -325n],
  ])('reads %j as %s cents', (value, cents) => {
    expect(parseKes(value)).toEqual({ ok: true, cents });
  });

  it.each([
    [1e-9, 'decimals'],
    [5e-324, 'decimals'],
    ['0.000000001', 'decimals'],
    [10.0000000001, 'decimals'],
    [0.1 + 0.2, 'decimals'],
    [1.005, 'decimals'],
    [1e308, 'too_large'],
    [1e21, 'too_large'],
    ['1234567890123456', 'too_large'],
    [Number.NaN, 'malformed'],
    [Number.POSITIVE_INFINITY, 'malformed'],
    ['NaN', 'malformed'],
    ['10.5.5', 'malformed'],
    ['1e3', 'malformed'],
    ['1,000', 'malformed'],
    ['+5', 'malformed'],
    ['', 'malformed'],
    ['5'.repeat(41), 'malformed'],
  ])('refuses %j (%s)', (value, problem) => {
    expect(parseKes(value)).toEqual({ ok: false, problem });
  });

  it('is what toCents and hasAtMostTwoDecimals use: nothing is rounded', () => {
    expect(toCents(250.25)).toBe(25025n);
    expect(() => toCents(1e-9)).toThrow(RangeError);
    expect(() => toCents(10.0000000001)).toThrow(RangeError);
    expect(hasAtMostTwoDecimals(0.3)).toBe(true);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(false);
  });
});

describe('reportedKesToCents', () => {
  it.each([
    [10, 1000n],
    [1234.5, 123450n],
    [0.1, 10n],
    [99_999_999.99, 9_999_999_999n],
  ])('reads M-Pesa amount %j as %s cents', (kes, cents) => {
    expect(reportedKesToCents(kes)).toBe(cents);
  });

  it.each([[undefined], [1.005], [0.1 + 0.2], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'gives no cents for %j, which never matches a request',
    (kes) => {
      expect(reportedKesToCents(kes)).toBeUndefined();
    },
  );
});

describe('kesAmount', () => {
  const says = { invalid: 'Bad.', decimals: 'Cents only.', tooLarge: 'Too big.', tooSmall: 'Too small.' };
  const positive = kesAmount({ ...says, max: 1000 });
  const message = (v: unknown) => positive.safeParse(v).error?.issues[0]?.message;

  it('gives an exact KES number', () => {
    expect(positive.parse(0.01)).toBe(0.01);
    expect(positive.parse(1000)).toBe(1000);
  });

  it('names what is wrong', () => {
    expect([
      message(1e-9),
      message(0),
      message(-0),
      message(1000.01),
      message(1e308),
      message('12'),
      message(Number.NaN),
    ]).toEqual([says.decimals, says.tooSmall, says.tooSmall, says.tooLarge, says.tooLarge, says.invalid, says.invalid]);
  });

  it('takes text only where asked, and whole shillings above a minimum for M-Pesa', () => {
    const mpesa = kesAmount({
      invalid: 'Bad.',
      text: true,
      wholeShillings: 'Whole.',
      decimals: 'Whole.',
      atLeast: { kes: 10, message: 'Min 10.' },
      max: 250_000,
    });
    expect(mpesa.parse('10')).toBe(10);
    expect(mpesa.safeParse('10.50').error?.issues[0]?.message).toBe('Whole.');
    expect(mpesa.safeParse(9).error?.issues[0]?.message).toBe('Min 10.');
    expect(mpesa.safeParse(' ').error?.issues[0]?.message).toBe('Bad.');
  });

  it('never goes above MAX_KES_INPUT, whatever a field asks', () => {
    expect(kesAmount({ invalid: 'Bad.', max: 1e12 }).safeParse(100_000_000.01).success).toBe(false);
  });
});

describe('formatCents', () => {
  it.each([
    [0n, '0.00'],
    [5n, '0.05'],
    [123456789n, '1,234,567.89'],
    [-100050n, '-1,000.50'],
    // beyond a float's exact cents
    [900719925474099312n, '9,007,199,254,740,993.12'],
  ])('%s cents → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});

describe('formatKes and formatCount', () => {
  it('write what Intl.NumberFormat en-KE wrote, without building one', () => {
    const intl = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const kes of [0, 0.5, 1, 12.34, 999.99, 1000, 1234.5, 1234567.89, 10_000_000, 0.07, 250_000.01]) {
      expect(formatKes(kes)).toBe(intl.format(kes));
    }
    expect(formatKes(-1234.5)).toBe('-1,234.50');
  });

  it('group a count by thousands, its whole part only', () => {
    expect([0, 7, 999, 1000, 12345, 1234567, -4321, 12.9].map(formatCount)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '12,345',
      '1,234,567',
      '-4,321',
      '12',
    ]);
  });
});
