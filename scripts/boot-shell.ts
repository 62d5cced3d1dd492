// The loading shell in the built index.html (docs/decisions/107-a-loading-shell-in-every-page.md):
// every page but the landing page is drawn from the HTML alone — the Pamoja logo and a spinner on the
// themed page, as the app's own loading shell (src/client/components/shell/loading-shell.tsx) draws them
// — so nothing is white while the scripts are on their way, however slow the link. The app's first
// render replaces it (React empties #root). Its one word, "Loading...", is the `common` catalogue's, in
// both languages; the boot script in the head (src/shared/inline-scripts.ts) marks <html> with the
// stored language and theme before the first paint, and the stylesheet shows the matching word.
// Runs after landing-prerender, which builds landing.html from the original, empty index.html.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { z } from 'zod';
import { BOOT_SCRIPT } from '../src/shared/inline-scripts';

const client = path.resolve(import.meta.dirname, '..', 'src', 'client');
const Common = z.object({ loading: z.string().min(1) });

/** The `common` catalogue's word for "loading" in a language, escaped for HTML. */
function loadingWord(lang: 'en' | 'sw'): string {
  const file = path.join(client, 'i18n', 'locales', lang, 'common.json');
  const word = Common.parse(JSON.parse(readFileSync(file, 'utf8'))).loading;
  return word.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The logo (public/favicon.svg) inline: painted with the HTML, no request of its own. */
function logo(): string {
  const svg = readFileSync(path.join(client, 'public', 'favicon.svg'), 'utf8').trim();
  if (!svg.startsWith('<svg ')) throw new Error('boot-shell: public/favicon.svg is not an <svg>');
  return svg.replace('<svg ', '<svg width="48" height="48" aria-hidden="true" focusable="false" ');
}

/**
 * The shell's look, as Mantine draws the app's loading shell: centred on the page's background (white,
 * or Mantine's dark body), a 36 px oval spinner in the primary green. Only the word of the stored
 * language is read out (both are visually hidden); no motion for those who ask for none.
 */
const STYLE = [
  '.boot-shell{min-height:100vh;min-height:100dvh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;background:#fff}',
  'html[data-mantine-color-scheme=dark] body,html[data-mantine-color-scheme=dark] .boot-shell{background:#242424}',
  '.boot-spinner{width:36px;height:36px;box-sizing:border-box;border-radius:50%;border:4.5px solid #cdeadd;border-top-color:#0b6e4f;animation:boot-spin .8s linear infinite}',
  'html[data-mantine-color-scheme=dark] .boot-spinner{border-color:#2e2e2e;border-top-color:#04874d}',
  '@keyframes boot-spin{to{transform:rotate(360deg)}}',
  '@media (prefers-reduced-motion:reduce){.boot-spinner{animation:none}}',
  '.boot-word{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}',
  'html[lang=sw] .boot-word[lang=en],html:not([lang=sw]) .boot-word[lang=sw]{display:none}',
].join('');

/** The markup inside #root. */
export function bootShellMarkup(): string {
  return (
    `<div class="boot-shell" data-boot-shell="" role="status">${logo()}<span class="boot-spinner"></span>` +
    `<span class="boot-word" lang="en">${loadingWord('en')}</span><span class="boot-word" lang="sw">${loadingWord('sw')}</span></div>`
  );
}

const STYLESHEET = /^ *<link rel="stylesheet" href="([^"]+)">\n/gm;

/**
 * The app's stylesheets, which the loading shell does not need (its own rules are inline): fetched from
 * the head at once (`preload`), but applied by links after #root, so the first paint waits for the HTML
 * alone. A stylesheet link in the body holds the parser (and so the app's scripts) until it has loaded,
 * never the content above it.
 */
function stylesAfterShell(html: string): string {
  const hrefs = [...html.matchAll(STYLESHEET)].map((m) => m[1] ?? '');
  if (hrefs.length === 0) throw new Error('boot-shell: index.html links no stylesheet');
  const preload = hrefs.map((href) => `    <link rel="preload" as="style" href="${href}">\n`).join('');
  const links = hrefs.map((href) => `    <link rel="stylesheet" href="${href}">\n`).join('');
  let first = true;
  return html
    .replace(STYLESHEET, () => {
      const out = first ? preload : '';
      first = false;
      return out;
    })
    .replace(/ *<\/body>/, `${links}  </body>`);
}

export function bootShell(): Plugin {
  return {
    name: 'boot-shell',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset' || typeof index.source !== 'string')
        throw new Error('boot-shell: no index.html in the bundle');
      const root = '<div id="root"></div>';
      const title = '</title>';
      if (!index.source.includes(root)) throw new Error(`boot-shell: index.html has no ${root}`);
      if (!index.source.includes(title)) throw new Error('boot-shell: index.html has no <title>');
      // Above the stylesheet links: an inline script after a pending stylesheet waits for it.
      index.source = stylesAfterShell(index.source)
        .replace(title, `${title}\n    <script>${BOOT_SCRIPT}</script>\n    <style>${STYLE}</style>`)
        .replace(root, `<div id="root">${bootShellMarkup()}</div>`)
        // The first paint needs none of the app's scripts: they are fetched at low priority, so on a slow
        // link the stylesheets, which the screen's first render waits for, are not sharing it with them.
        .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
        .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
    },
  };
}
