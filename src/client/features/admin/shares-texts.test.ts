import { describe, expect, it } from 'vitest';
import { SHARES_TEXT } from '../../../shared/schemas/shares';
import en from '../../i18n/locales/en/admin.json';
import sw from '../../i18n/locales/sw/admin.json';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));

describe('console texts', () => {
  it('Swahili has every English entry', () => {
    expect(keys(sw).sort()).toEqual(keys(en).sort());
  });

  it("the English share validation entries are the shared schema's sentences", () => {
    expect(en.sharesValidation).toEqual(SHARES_TEXT);
  });
});
