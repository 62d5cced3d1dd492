// The client build's step that writes landing.html: the built index.html with the landing page's first
// screen already in it (docs/decisions/040-landing-prerender.md). `npm run build:client` first runs the
// Vite SSR build of src/client/app/landing-prerender.tsx into <dist>/prerender; this plugin imports it,
// renders the page in English and emits landing.html beside index.html, with the landing shell's
// stylesheets linked in the head so the HTML is styled before any script runs. It runs in
// generateBundle, so the service worker's precache (written after the bundle) includes landing.html.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { LANDING_THEME_SCRIPT } from '../src/shared/inline-scripts';
import { chunkOf, staticClosure } from './bundle-graph';

interface Prerendered {
  renderLanding(): Promise<string>;
}

function isPrerendered(m: unknown): m is Prerendered {
  return typeof m === 'object' && m !== null && 'renderLanding' in m && typeof m.renderLanding === 'function';
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
      const { css } = staticClosure(bundle, [chunkOf(bundle, 'app/landing-shell.tsx')]);
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
