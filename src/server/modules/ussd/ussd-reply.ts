import type { LocalizedText } from '../../../shared/localized-text';
import { ussdTexts } from './ussd-texts';

/** Africa's Talking shows at most 182 characters of a USSD answer, `CON `/`END ` included. */
export const MAX_SCREEN = 182;

export type Language = 'en' | 'sw';

/** One answer: `CON` waits for more input, `END` closes the session. */
export interface Screen {
  end: boolean;
  text: string;
}

export const con = (text: string): Screen => ({ end: false, text });
export const end = (text: string): Screen => ({ end: true, text });

/** The answer's body as Africa's Talking wants it, cut to fit a screen (the texts are written to fit). */
export function render(screen: Screen): string {
  const out = `${screen.end ? 'END' : 'CON'} ${screen.text}`;
  return out.length <= MAX_SCREEN ? out : `${out.slice(0, MAX_SCREEN - 1)}…`;
}

/** Picks the language's text. */
export const say = (text: LocalizedText, language: Language) => text[language];

/** A refusal that lets the user go back and try again (`0`), or to the menu (`00`). */
export const retry = (text: LocalizedText, language: Language): Screen =>
  con(`${say(text, language)}\n${say(ussdTexts.back, language)}`);

/** A short name for a list line or a question: goal titles and chama names can be long. */
export const short = (name: string, max = 20) => (name.length <= max ? name : `${name.slice(0, max - 1)}…`);
