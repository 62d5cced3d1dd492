import type { TFunction } from 'i18next';
import { SHARES_TEXT } from '../../../shared/schemas/shares';

const KEYS = new Map<string, string>(Object.entries(SHARES_TEXT).map(([key, text]) => [text, `validation.${key}`]));

/** A shared schema's English sentence in the reader's language; any other sentence (the server's) as it is. */
export function localiseSharesMessage(t: TFunction<'shares'>, message: string): string {
  const key = KEYS.get(message);
  return key ? t(key) : message;
}
