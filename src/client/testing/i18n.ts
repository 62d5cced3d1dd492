import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll } from 'vitest';

/** An i18next instance for a component test file, started in English with `resources` before its tests. */
export function testI18n(resources: Resource): I18n {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({ lng: 'en', resources, interpolation: { escapeValue: false } });
  });
  return i18n;
}
