import type { ReaderLanguage } from '../http/reader-language';
import { SWAHILI_MOVEMENTS } from './swahili-movements';

/*
 * What is left of the old English-to-Kiswahili catalogue: the ledger's descriptions only, stored in
 * English in journal_entries and put into Kiswahili when read (decision 097 keys them; until then).
 * Refusals and notices never come here: they are keyed texts (decision 073).
 */

interface Pattern {
  regex: RegExp;
  swahili: string;
  /** How much of the English sentence is fixed words (the rest are values). */
  literal: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One catalogue, two lookups: exact sentences in a map, sentences with values as anchored patterns. */
function compile(pairs: ReadonlyArray<readonly [string, string]>) {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [english, swahili] of pairs) {
    if (!/\{\d\}/.test(english)) {
      exact.set(english, swahili);
      continue;
    }
    const source = english
      .split(/(\{\d\})/)
      .map((part) => (/^\{\d\}$/.test(part) ? '(.+?)' : escape(part)))
      .join('');
    patterns.push({ regex: new RegExp(`^${source}$`, 's'), swahili, literal: english.replace(/\{\d\}/g, '').length });
  }
  // The most specific sentence first: "M-Pesa deposit not completed: {0}" before "M-Pesa deposit {0}",
  // which would otherwise take it and leave "not completed" in English.
  patterns.sort((a, b) => b.literal - a.literal);
  return { exact, patterns };
}

const catalogue = compile(SWAHILI_MOVEMENTS);

/**
 * A ledger description the server wrote in English, in Kiswahili: the catalogue's sentence with the English
 * one's values put back in their places; a sentence the catalogue does not know stays as it is.
 */
export function toSwahili(english: string): string {
  const exact = catalogue.exact.get(english);
  if (exact !== undefined) return exact;
  for (const { regex, swahili } of catalogue.patterns) {
    const match = regex.exec(english);
    if (match) return swahili.replace(/\{(\d)\}/g, (_, i: string) => match[Number(i) + 1] ?? '');
  }
  return english;
}

/** Whether the catalogue knows a description. */
export const knowsSwahili = (english: string): boolean => toSwahili(english) !== english;

/** A ledger description in the reader's language: English as written, or Kiswahili. */
export const inLanguage = (language: ReaderLanguage, english: string): string =>
  language === 'sw' ? toSwahili(english) : english;
