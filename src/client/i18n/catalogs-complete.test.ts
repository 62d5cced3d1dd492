import { describe, expect, it } from 'vitest';
import { schemaText } from '../../shared/schemas/schema-texts';

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

/**
 * A refusal the shared schemas hold as a keyed text (decision 073) is shown from its pair, never copied
 * into a catalogue: a copy drifts, and its Kiswahili did. A sentence counts as the same with or
 * without its closing full stop.
 */
const entries = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]): [string, string][] =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : entries(v, `${prefix}${k}.`),
  );
const sameSentences = (text: string) => [text, `${text}.`, text.replace(/\.$/, '')];
const copiesOfKeyedTexts = (ns: string) =>
  entries(english[`./locales/en/${ns}.json`] ?? {})
    .filter(([, text]) => sameSentences(text).some((sentence) => schemaText(sentence) !== undefined))
    .map(([key]) => `${ns}:${key}`);

/** Copies still to move to their keyed texts; the list may only shrink. */
const NOT_YET_KEYED = new Set<string>([
  'account:feedback.required',
  'account:profile.imageOnly',
  'account:account.allRequired',
  'account:account.weakPassword',
  'admin:details.notFound',
  'goals:add.required',
  'goals:add.depositPositive',
  'goals:add.notImage',
  'goals:contribute.invalid',
  'goals:withdraw.invalid',
  'goals:edit.notImage',
  'landing:contact.emailRequired',
  'landing:contact.messageRequired',
  'landing:footer.invalidEmail',
  'wallet:form.wholeShillings',
  'wallet:form.minimum',
  'wallet:form.maximum',
  'wallet:deposit.invalidAmount',
  'wallet:deposit.invalidNumber',
  'wallet:withdraw.invalidAmount',
  'wallet:withdraw.invalidNumber',
  'wallet:withdraw.insufficient',
  'wallet:withdraw.codeFormat',
]);

describe('the word catalogues and the shared keyed texts', () => {
  it.each(namespaces)('%s: repeats no sentence a shared keyed text holds', (ns) => {
    expect(copiesOfKeyedTexts(ns).filter((key) => !NOT_YET_KEYED.has(key))).toEqual([]);
  });

  it('lists as not yet keyed only copies that are still there', () => {
    const copies = new Set(namespaces.flatMap(copiesOfKeyedTexts));
    expect([...NOT_YET_KEYED].filter((key) => !copies.has(key))).toEqual([]);
  });
});
