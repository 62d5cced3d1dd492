import { createHash } from 'node:crypto';

/** The stored dark theme applied to <html> before the first paint (Mantine reads the same attribute). */
const DARK_THEME =
  "if(localStorage.getItem('theme')==='dark')document.documentElement.setAttribute('data-mantine-color-scheme','dark')";

/**
 * The app's only inline scripts, each allowed by the server's CSP by its hash (change a text and its
 * hash follows). In the head of the prerendered landing page (landing.html): the stored dark theme
 * before the first paint, so a dark-theme visitor does not see the light page until the scripts arrive
 * (docs/decisions/040-landing-prerender.md). Its text stays English until the scripts run, so it
 * keeps `lang="en"`.
 */
export const LANDING_THEME_SCRIPT = `try{${DARK_THEME}}catch(e){}`;

/**
 * In the head of index.html (every other page), above the loading shell drawn in the HTML
 * (docs/decisions/107-a-loading-shell-in-every-page.md): the stored theme, and the stored language on
 * <html>, so the shell's one word is read in the person's language before any script has loaded.
 */
export const BOOT_SCRIPT = `try{${DARK_THEME};if(localStorage.getItem('lang')==='sw')document.documentElement.lang='sw'}catch(e){}`;

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP sources that allow exactly those two scripts and nothing else. */
export function inlineScriptHashes(): string {
  return `${sha256(LANDING_THEME_SCRIPT)} ${sha256(BOOT_SCRIPT)}`;
}
