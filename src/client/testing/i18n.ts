import type { Language } from '../i18n/catalogs';
import { type Catalog, createTranslator, type Translator } from '../i18n/translator';

/** A translator for a component test file, in English, with the catalogues it renders already in memory. */
export function testI18n(resources: Partial<Record<Language, Record<string, Catalog>>>): Translator {
  return createTranslator({ language: 'en', resources });
}
