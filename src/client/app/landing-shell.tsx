import './landing-shell.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initialLanguage, startI18n } from '../i18n/i18n';
import { applyColorScheme, storedColorScheme } from './color-scheme';
import { LandingApp } from './landing-app';

/**
 * The landing page's own shell: React and our words (i18n/) only, no Mantine, router or query cache, so
 * that a visitor's first page stays within the JS budget (docs/decisions/009-landing-shell.md).
 * Its links to the rest of the app are plain navigations, which load the app shell.
 */
export async function start(root: HTMLElement): Promise<void> {
  document.documentElement.lang = initialLanguage();
  applyColorScheme(storedColorScheme());
  await startI18n(['common', 'landing']);
  // The build ships the page prerendered in English (docs/decisions/040-landing-prerender.md): an
  // English visitor's page is hydrated; any other language renders anew over it.
  if (root.firstElementChild && !root.querySelector('[data-boot-shell]') && initialLanguage() === 'en')
    hydrateRoot(root, <LandingApp />);
  else createRoot(root).render(<LandingApp />);
}
