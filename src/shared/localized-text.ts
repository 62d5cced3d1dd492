/** A text in both languages; the user's language picks one when it is written or shown. */
export interface LocalizedText {
  en: string;
  sw: string;
}

/** The languages Pamoja writes in: English (the specification's words) and Kiswahili. */
export type Language = keyof LocalizedText;

/**
 * A module's keyed texts, each in both languages side by side: a refusal or notice is named by its
 * key (its code) and never looked up by its English words.
 */
export type KeyedTexts = Readonly<Record<string, LocalizedText>>;

/**
 * The English of each keyed text, for a zod check, which carries one string: the schema's refusal
 * is that English sentence, and `schemaText` (shared/schemas/schema-texts.ts) finds its pair again.
 */
export function englishOf<T extends KeyedTexts>(texts: T): { readonly [K in keyof T]: T[K]['en'] } {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, text.en])) as {
    readonly [K in keyof T]: T[K]['en'];
  };
}
