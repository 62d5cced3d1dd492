import type { z } from 'zod';
import type { LocalizedText } from '../../../shared/localized-text';
import { schemaText } from '../../../shared/schemas/schema-texts';

/**
 * The first problem a shared schema finds in a form's values, null when valid: the schema's keyed
 * text on the screens' side (`keyed` from `useKeyedText`), never a translation of its English
 * (decision 073).
 */
export function formIssue(keyed: (text: LocalizedText) => string, schema: z.ZodType, values: unknown): string | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const message = result.error.issues[0]?.message ?? '';
  const text = schemaText(message);
  return text ? keyed(text) : message;
}
