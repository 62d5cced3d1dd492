import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { initialLanguage, type Language, LANGUAGES, loadCatalog } from './catalogs';

export { initialLanguage, type Language, LANGUAGES };

// One JSON file per language and feature namespace, loaded when a screen first needs it, so the
// landing page does not carry every screen's words.

const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loadCatalog(language, namespace);
    if (!load) {
      callback(null, {});
      return;
    }
    load.then(
      (m) => callback(null, m.default),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

/**
 * Starts i18next with the namespaces the first screen needs already loaded (the landing shell asks
 * for `landing` and `common`, the app shell for `common`); a screen's own namespace loads when it
 * first renders.
 */
export function startI18n(namespaces: readonly string[]): Promise<unknown> {
  return i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: initialLanguage(),
      fallbackLng: 'en',
      supportedLngs: LANGUAGES,
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
}

export function setLanguage(lang: Language): void {
  localStorage.setItem('lang', lang);
  document.documentElement.lang = lang;
  void i18next.changeLanguage(lang);
}

export default i18next;
