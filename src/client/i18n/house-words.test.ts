import { describe, expect, it } from 'vitest';

/** The house words (STYLE.md): a chama is "chama" in Kiswahili too, money is "KES", phones read 0712 345 678. */
type Tree = { [key: string]: string | string[] | Tree };
const texts = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]): [string, string][] =>
    typeof v === 'string'
      ? [[`${prefix}${k}`, v]]
      : Array.isArray(v)
        ? v.map((s, i): [string, string] => [`${prefix}${k}.${i}`, s])
        : texts(v, `${prefix}${k}.`),
  );

const catalogues = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });
const all = Object.entries(catalogues).flatMap(([file, tree]) =>
  texts(tree).map(([key, text]) => ({ where: `${file} ${key}`, text })),
);
// The specification's own column titles, kept as it writes them.
const SPEC = new Set(['Interest Earned (Ksh)', 'Total Investment (Ksh)']);

describe('the catalogues use the house words', () => {
  it('call a chama "chama" in Kiswahili, never jumuiya, jamii or kikundi', () => {
    const swahili = all.filter(({ where }) => where.includes('/sw/'));
    expect(swahili.length).toBeGreaterThan(0);
    expect(swahili.filter(({ text }) => /jumuiya|jamii|kikundi|vikundi/i.test(text))).toEqual([]);
  });

  it('write money as KES, not Ksh, apart from the specification’s own words', () => {
    expect(all.filter(({ text }) => /\bKsh\b/.test(text) && !SPEC.has(text))).toEqual([]);
  });

  it('write phone numbers as 0712 345 678, not 254712345678', () => {
    expect(all.filter(({ text }) => /\b2547\d{8}\b/.test(text))).toEqual([]);
  });
});
