import { initialLanguage, type Language, LANGUAGES, loadCatalog } from './catalogs';
import { setStartedTranslator } from './react';
import { createTranslator, type Translator } from './translator';

export { initialLanguage, type Language, LANGUAGES };

// One JSON file per language and feature namespace, loaded when a screen first needs it, so the
// landing page does not carry every screen's words.

let translator: Translator | null = null;

/**
 * Starts the words with the namespaces the first screen needs already loaded (the landing shell asks
 * for `landing` and `common`, the app shell for `common` and the screen's own); any other namespace
 * loads when a screen first asks for it.
 */
export function startI18n(namespaces: readonly string[]): Promise<void> {
  translator = createTranslator({
    language: initialLanguage(),
    loader: (language, namespace) => loadCatalog(language, namespace)?.then((m) => m.default) ?? null,
  });
  setStartedTranslator(translator);
  return translator.load([...new Set(['common', ...namespaces])]);
}

export function setLanguage(lang: Language): void {
  localStorage.setItem('lang', lang);
  document.documentElement.lang = lang;
  void translator?.changeLanguage(lang);
}
