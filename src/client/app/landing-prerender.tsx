import { renderToString } from 'react-dom/server';
import common from '../i18n/locales/en/common.json';
import landing from '../i18n/locales/en/landing.json';
import { TranslatorProvider } from '../i18n/react';
import { createTranslator } from '../i18n/translator';
import { LandingApp } from './landing-app';

/**
 * The landing page's first screen as HTML, in English, rendered at build time in Node (a Vite SSR
 * build of this file, then the client build's `landing-prerender` plugin in vite.config.ts writes the
 * result into landing.html, which the server sends for `/`). The landing shell hydrates it
 * (docs/decisions/040-landing-prerender.md). The words start with the
 * two namespaces already in memory, so nothing suspends.
 */
export async function renderLanding(): Promise<string> {
  const translator = createTranslator({ language: 'en', resources: { en: { common, landing } } });
  return renderToString(
    <TranslatorProvider value={translator}>
      <LandingApp />
    </TranslatorProvider>,
  );
}
