// The client build's step that writes landing.html: the built index.html with the landing page's first
// screen already in it (docs/decisions/040-landing-prerender.md). `npm run build:client` first runs the
// Vite SSR build of src/client/app/landing-prerender.tsx into <dist>/prerender; this plugin imports it,
// renders the page in English and emits landing.html beside index.html, with the landing shell's
// stylesheets linked in the head so the HTML is styled before any script runs. It runs in
// generateBundle, so the service worker's precache (written after the bundle) includes landing.html.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { LANDING_THEME_SCRIPT } from '../src/shared/landing-theme-script';

const SHELL = `${path.sep}app${path.sep}landing-shell.tsx`;

interface Prerendered {
  renderLanding(): Promise<string>;
}

function isPrerendered(m: unknown): m is Prerendered {
  return typeof m === 'object' && m !== null && 'renderLanding' in m && typeof m.renderLanding === 'function';
}

function chunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  return Object.values(bundle).filter((f): f is Rollup.OutputChunk => f.type === 'chunk');
}

/** The landing shell's chunk and every chunk it imports statically, with their CSS files. */
function shellFiles(bundle: Rollup.OutputBundle): { css: string[]; js: string[] } {
  const all = chunks(bundle);
  const shell = all.find((c) => c.facadeModuleId?.split('/').join(path.sep).endsWith(SHELL));
  if (!shell) throw new Error('landing-prerender: no landing-shell chunk in the bundle');
  const byName = new Map(all.map((c) => [c.fileName, c]));
  const css = new Set<string>();
  const js = new Set<string>();
  const queue = [shell];
  while (queue.length > 0) {
    const chunk = queue.pop()!;
    if (js.has(chunk.fileName)) continue;
    js.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) queue.push(next);
    }
  }
  return { css: [...css], js: [...js] };
}

export function landingPrerender(prerenderDir: string): Plugin {
  return {
    name: 'landing-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const entry = path.join(prerenderDir, 'landing-prerender.js');
      if (!existsSync(entry)) {
        this.warn(`no ${entry} (run npm run build:client): landing.html not written, / gets the empty index.html`);
        return;
      }
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset' || typeof index.source !== 'string')
        throw new Error('landing-prerender: no index.html in the bundle');
      const mod: unknown = await import(pathToFileURL(entry).href);
      if (!isPrerendered(mod)) throw new Error(`landing-prerender: ${entry} exports no renderLanding()`);
      const body = await mod.renderLanding();
      if (!body.includes('<h1')) throw new Error('landing-prerender: the rendered page has no h1');
      const { css } = shellFiles(bundle);
      const links = css.map((file) => `    <link rel="stylesheet" href="/${file}">\n`).join('');
      // The stored dark theme before the first paint; the CSP allows this script by its hash.
      const theme = `    <script>${LANDING_THEME_SCRIPT}</script>\n`;
      const root = '<div id="root"></div>';
      if (!index.source.includes(root)) throw new Error(`landing-prerender: index.html has no ${root}`);
      const html = index.source
        .replace('</head>', `${links}${theme}  </head>`)
        .replace(root, `<div id="root">${body}</div>`);
      this.emitFile({ type: 'asset', fileName: 'landing.html', source: html });
    },
  };
}
