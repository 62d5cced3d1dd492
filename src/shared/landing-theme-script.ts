import { createHash } from 'node:crypto';

/**
 * The one inline script of the app: in the head of the prerendered landing page (landing.html), it
 * applies the stored dark theme before the first paint, so a dark-theme visitor does not see the
 * light page until the scripts arrive (docs/decisions/040-landing-prerender.md). The server's CSP
 * allows exactly this text by its hash; change the text and the hash follows.
 */
export const LANDING_THEME_SCRIPT =
  "try{if(localStorage.getItem('theme')==='dark')document.documentElement.setAttribute('data-mantine-color-scheme','dark')}catch(e){}";

/** The CSP source that allows LANDING_THEME_SCRIPT and nothing else. */
export function landingThemeScriptHash(): string {
  return `'sha256-${createHash('sha256').update(LANDING_THEME_SCRIPT, 'utf8').digest('base64')}'`;
}
