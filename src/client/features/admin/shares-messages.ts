import type { TFunction } from 'i18next';
import { SHARES_TEXT } from '../../../shared/schemas/shares';

const KEYS = new Map<string, string>(
  Object.entries(SHARES_TEXT).map(([key, text]) => [text, `sharesValidation.${key}`]),
);

/** A shares schema's English sentence in the reader's language; any other sentence (the server's) as it is. */
export function localiseAdminSharesMessage(t: TFunction<'admin'>, message: string): string {
  const key = KEYS.get(message);
  return key ? t(key) : message;
}
