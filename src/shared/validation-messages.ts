import { z } from 'zod';
import type { LocalizedText } from './localized-text';

/**
 * Readable default messages for every schema, on the server and in the forms. A schema's own
 * message (the specification's texts) always wins over these.
 */
function label(path: readonly PropertyKey[] | undefined): string {
  const last = path && path.length > 0 ? String(path[path.length - 1]) : 'value';
  const words = last
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a field must be, by zod's expected type, in both languages. */
const EXPECTED: Record<string, LocalizedText> = {
  int: { en: 'a whole number', sw: 'nambari kamili' },
  number: { en: 'a number', sw: 'nambari' },
  string: { en: 'text', sw: 'maandishi' },
  boolean: { en: 'true or false', sw: 'true au false' },
  object: { en: 'an object', sw: 'kitu (object)' },
  array: { en: 'a list', sw: 'orodha' },
};

/** The facts of a zod issue that its default sentence is made of (a raw issue, or a reported one). */
export interface IssueFacts {
  code: string;
  path?: readonly PropertyKey[];
  input?: unknown;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  inclusive?: boolean;
  format?: string;
  values?: readonly unknown[];
  keys?: readonly string[];
}

const pair = (en: string, sw: string): LocalizedText => ({ en, sw });

/**
 * A zod issue's default sentence in both languages (decision 073): the one place they are written.
 * zod's `customError` answers its English; the server's error handler rebuilds the pair from the
 * issue it reports (`defaultIssueText`) to answer the reader's side. A schema's own message (the
 * specification's texts, keyed in its texts file) always wins over these.
 */
export function validationText(iss: IssueFacts): LocalizedText {
  const field = label(iss.path);
  const of = `Sehemu ya ${field}`;
  switch (iss.code) {
    case 'invalid_type': {
      if (iss.input === undefined || iss.input === null) return pair(`${field} is required.`, `${of} inahitajika.`);
      if (!iss.path || iss.path.length === 0)
        return pair('The request must be a JSON object.', 'Ombi lazima liwe kitu cha JSON.');
      const expected = iss.expected ?? 'value';
      const what = EXPECTED[expected] ?? { en: `a ${expected}`, sw: expected };
      return pair(`${field} must be ${what.en}.`, `${of} lazima iwe ${what.sw}.`);
    }
    case 'too_small': {
      const min = String(iss.minimum);
      if (iss.origin === 'string')
        return Number(min) <= 1
          ? pair(`${field} is required.`, `${of} inahitajika.`)
          : pair(`${field} must be at least ${min} characters.`, `${of} lazima iwe na angalau herufi ${min}.`);
      if (iss.origin === 'array')
        return pair(`${field} must have at least ${min} items.`, `${of} lazima iwe na angalau vitu ${min}.`);
      return iss.inclusive
        ? pair(`${field} must be at least ${min}.`, `${of} lazima iwe angalau ${min}.`)
        : pair(`${field} must be greater than ${min}.`, `${of} lazima iwe zaidi ya ${min}.`);
    }
    case 'too_big': {
      const max = String(iss.maximum);
      if (iss.origin === 'string')
        return pair(`${field} must be at most ${max} characters.`, `${of} isizidi herufi ${max}.`);
      if (iss.origin === 'array') return pair(`${field} must have at most ${max} items.`, `${of} isizidi vitu ${max}.`);
      return iss.inclusive
        ? pair(`${field} must be at most ${max}.`, `${of} isizidi ${max}.`)
        : pair(`${field} must be less than ${max}.`, `${of} lazima iwe chini ya ${max}.`);
    }
    case 'invalid_format':
      if (iss.format === 'email')
        return pair('Please enter a valid email address.', 'Tafadhali weka barua pepe sahihi.');
      return pair(`${field} is not in the right format.`, `${of} haiko katika muundo sahihi.`);
    case 'invalid_value': {
      const values = (iss.values ?? []).map(String).join(', ');
      return pair(`${field} must be one of: ${values}.`, `${of} lazima iwe mojawapo ya: ${values}.`);
    }
    case 'unrecognized_keys': {
      const keys = (iss.keys ?? []).join(', ');
      return pair(`Unexpected field: ${keys}.`, `Sehemu isiyotarajiwa: ${keys}.`);
    }
    default:
      return pair(`${field} is invalid.`, `${of} si sahihi.`);
  }
}

/**
 * The default sentence of an issue zod reported (its input is not reported): the pair whose English
 * is the sentence the issue carries, or undefined when the schema named its own.
 */
export function defaultIssueText(message: string, iss: IssueFacts): LocalizedText | undefined {
  const candidates =
    iss.code === 'invalid_type'
      ? [
          { ...iss, input: undefined },
          { ...iss, input: true },
        ]
      : [iss];
  return candidates.map(validationText).find((text) => text.en === message);
}

export function installValidationMessages(): void {
  z.config({
    // In the browser zod must not compile parsers with `new Function`: the page's Content-Security-Policy
    // (script-src 'self') forbids eval, and even zod's probe for it is reported as a CSP violation.
    // Set before any schema is built (object schemas read it when they are created).
    jitless: typeof document !== 'undefined',
    customError: (iss) => validationText(iss).en,
  });
}
