import type { TFunction } from 'i18next';
import { COMMUNITY_TEXT } from '../../../shared/schemas/communities';

const KEYS = new Map<string, string>(Object.entries(COMMUNITY_TEXT).map(([key, text]) => [text, `validation.${key}`]));

/** A shared schema's English sentence in the reader's language; any other sentence (the server's) as it is. */
export function localiseCommunityMessage(t: TFunction<'communities'>, message: string): string {
  const key = KEYS.get(message);
  return key ? t(key) : message;
}
