import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import common from '../i18n/locales/en/common.json';
import landing from '../i18n/locales/en/landing.json';
import { LandingApp } from './landing-app';

/**
 * The landing page's first screen as HTML, in English, rendered at build time in Node (a Vite SSR
 * build of this file, then the client build's `landing-prerender` plugin in vite.config.ts writes the
 * result into landing.html, which the server sends for `/`). The landing shell hydrates it
 * (docs/decisions/040-landing-prerender.md). i18next starts with the options of i18n/i18n.ts and the
 * two namespaces already in memory, so nothing suspends.
 */
export async function renderLanding(): Promise<string> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'sw'],
    ns: ['common', 'landing'],
    defaultNS: 'common',
    resources: { en: { common, landing } },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });
  return renderToString(<LandingApp />);
}
