import { describe, expect, it } from 'vitest';
import { SHARES_TEXT } from '../../../shared/schemas/shares';
import en from '../../i18n/locales/en/investments.json';
import sw from '../../i18n/locales/sw/investments.json';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));

describe('investments texts', () => {
  it('Swahili has every English entry', () => {
    expect(keys(sw).sort()).toEqual(keys(en).sort());
  });

  it("the English validation entries are the shared schema's sentences, so a schema message finds its translation", () => {
    expect(en.validation).toEqual(SHARES_TEXT);
  });
});
