import { describe, expect, it } from 'vitest';
import { type Catalog, createTranslator, interpolate } from './translator';

const en: Record<string, Catalog> = {
  common: { loading: 'Loading...', hello: 'Hello {{name}}', nested: { deep: 'Deep' } },
  wallet: {
    members_one: '{{count}} member',
    members_other: '{{count}} members',
    plain: 'No plural forms: {{count}}',
    points: ['first', 'second'],
  },
};
const sw: Record<string, Catalog> = {
  common: { loading: 'Inapakia...' },
  wallet: { members_one: 'mwanachama {{count}}' },
};

function loaderOf(catalogs: Record<string, Record<string, Catalog>>, asked: string[] = []) {
  return (language: 'en' | 'sw', ns: string) => {
    asked.push(`${language}/${ns}`);
    const catalog = catalogs[language]?.[ns];
    return catalog ? Promise.resolve(catalog) : Promise.reject(new Error(`no ${language}/${ns}`));
  };
}

describe('the words', () => {
  it('looks keys up through dots, in the hook namespace, another by ns: or { ns }', () => {
    const t = createTranslator({ language: 'en', resources: { en } }).fixedT('wallet');
    expect(t('common:nested.deep')).toBe('Deep');
    expect(t('loading', { ns: 'common' })).toBe('Loading...');
    expect(t('nowhere.at.all')).toBe('nowhere.at.all');
    expect(t('common:nested')).toBe('common:nested');
  });

  it('fills placeholders and leaves one without a value as written', () => {
    const t = createTranslator({ language: 'en', resources: { en } }).fixedT('common');
    expect(t('hello', { name: 'Wanjiku' })).toBe('Hello Wanjiku');
    expect(t('hello')).toBe('Hello {{name}}');
    expect(interpolate('{{ a }} and {{b}}', { a: 0, b: null })).toBe('0 and {{b}}');
  });

  it("picks the plural form by the language's rules, and the bare key when there is none", () => {
    const t = createTranslator({ language: 'en', resources: { en } }).fixedT('wallet');
    expect(t('members', { count: 1 })).toBe('1 member');
    expect(t('members', { count: 0 })).toBe('0 members');
    expect(t('members', { count: 12 })).toBe('12 members');
    expect(t('plain', { count: 3 })).toBe('No plural forms: 3');
  });

  it('gives a list as it is with returnObjects', () => {
    const t = createTranslator({ language: 'en', resources: { en } }).fixedT('wallet');
    expect(t('points', { returnObjects: true })).toEqual(['first', 'second']);
  });

  it('loads a namespace once, and changing language loads every namespace in use before it switches', async () => {
    const asked: string[] = [];
    const words = createTranslator({ language: 'en', loader: loaderOf({ en, sw }, asked) });
    expect(words.isLoaded('wallet')).toBe(false);
    const first = words.loading('wallet');
    expect(words.loading('wallet')).toBe(first);
    await Promise.all([first, words.load(['common', 'wallet'])]);
    expect(asked).toEqual(['en/wallet', 'en/common']);
    let told = 0;
    const stop = words.subscribe(() => (told += 1));
    const switching = words.changeLanguage('sw');
    expect(words.language).toBe('en');
    await switching;
    stop();
    expect(told).toBe(1);
    expect(words.language).toBe('sw');
    expect(asked.slice(2).sort()).toEqual(['sw/common', 'sw/wallet']);
    expect(words.fixedT('common')('loading')).toBe('Inapakia...');
    expect(words.fixedT('wallet')('members', { count: 1 })).toBe('mwanachama 1');
  });

  it('counts a catalogue that could not load as loaded with no words, and tries it again when asked', async () => {
    const catalogs: Record<string, Record<string, Catalog>> = { en: {} };
    const words = createTranslator({ language: 'en', loader: loaderOf(catalogs) });
    await words.load(['wallet']);
    expect(words.isLoaded('wallet')).toBe(true);
    expect(words.fixedT('wallet')('plain', { count: 1 })).toBe('plain');
    catalogs.en = en;
    await words.load(['wallet']);
    expect(words.fixedT('wallet')('plain', { count: 1 })).toBe('No plural forms: 1');
  });
});
