/** A text in both languages; the user's language picks one when it is written or shown. */
export interface LocalizedText {
  en: string;
  sw: string;
}
