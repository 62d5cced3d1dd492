import { describe, expect, it } from 'vitest';

/** Every feature's words in Swahili too: each catalogue holds exactly the English one's entries. */
type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));

const english = import.meta.glob<Tree>('./locales/en/*.json', { eager: true, import: 'default' });
const swahili = import.meta.glob<Tree>('./locales/sw/*.json', { eager: true, import: 'default' });
const namespaces = Object.keys(english).map((file) => file.replace('./locales/en/', '').replace('.json', ''));

describe('the word catalogues', () => {
  it('have a Swahili catalogue for every English one', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    expect(Object.keys(swahili).sort()).toEqual(
      Object.keys(english)
        .map((f) => f.replace('/en/', '/sw/'))
        .sort(),
    );
  });

  it.each(namespaces)('%s: Swahili has every English entry and no other', (ns) => {
    const en = english[`./locales/en/${ns}.json`] ?? {};
    const sw = swahili[`./locales/sw/${ns}.json`] ?? {};
    expect(keys(sw).sort()).toEqual(keys(en).sort());
  });
});
