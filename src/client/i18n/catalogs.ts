/**
 * The word catalogues, one JSON chunk per language and feature namespace, and the language the
 * screens start in. This file imports nothing, so the entry can start loading a screen's words
 * before the words' runtime itself has loaded (app/warm-up.ts).
 */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

const catalogs = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

/** One namespace's words in one language, or null when there is no such catalogue. */
export function loadCatalog(language: string, namespace: string): Promise<{ default: Record<string, unknown> }> | null {
  return catalogs[`./locales/${language}/${namespace}.json`]?.() ?? null;
}

export function initialLanguage(): Language {
  const stored = localStorage.getItem('lang');
  return stored === 'sw' ? 'sw' : 'en';
}
