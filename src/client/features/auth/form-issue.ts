import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { AUTH_TEXT } from '../../../shared/schemas/auth';

const KEYS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(AUTH_TEXT).map(([key, text]) => [text, key])),
  'Please enter a valid email address.': 'invalidEmail',
};

/** The spec's message in the reader's language (the shared schemas speak English). */
export function translateMessage(t: TFunction<'auth'>, message: string): string {
  const key = KEYS[message];
  return key ? t(`validation.${key}`) : message;
}

/** The first problem a shared schema finds in a form's values, translated; null when valid. */
export function formIssue(t: TFunction<'auth'>, schema: z.ZodType, values: unknown): string | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  return translateMessage(t, result.error.issues[0]?.message ?? '');
}
