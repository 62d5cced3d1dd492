/**
 * Amounts that no amount field takes: finer than a cent (the outside probes' 1e-9, 5e-324,
 * "0.000000001", 10.0000000001, and 0.1 + 0.2), far too large, negative, or not plain decimal text.
 * The fuzz suite sends them as JSON numbers, strings and form text; the money-input test sends each
 * to every route that takes an amount.
 */
export const HOSTILE_AMOUNTS: readonly unknown[] = [
  1e-9,
  5e-324,
  '0.000000001',
  10.0000000001,
  '10.0000000001',
  0.1 + 0.2,
  1.005,
  1e308,
  '1e308',
  -1e308,
  -0.01,
  '-0.01',
  'NaN',
  'nan',
  'Infinity',
  '-Infinity',
  '10.5.5',
  '1,000',
  '0x10',
  '1e3',
  '١٠',
];
