import './landing-shell.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingPage } from '../features/landing/landing-page';
import { initialLanguage, startI18n } from '../i18n/i18n';
import { OfflineNotice } from '../pwa/offline-notice';
import { applyColorScheme, storedColorScheme } from './color-scheme';

/**
 * The landing page's own shell: React and react-i18next only, no Mantine, router or query cache, so
 * that a visitor's first page stays within the JS budget (docs/decisions/009-landing-shell.md).
 * Its links to the rest of the app are plain navigations, which load the app shell.
 */
export async function start(root: HTMLElement): Promise<void> {
  document.documentElement.lang = initialLanguage();
  applyColorScheme(storedColorScheme());
  await startI18n(['common', 'landing']);
  createRoot(root).render(
    <StrictMode>
      <OfflineNotice />
      <Suspense fallback={null}>
        <LandingPage />
      </Suspense>
    </StrictMode>,
  );
}
