// The built index.html (every screen but the landing page) names the app shell's files in its head
// (docs/decisions/050-app-shell-in-the-html.md): `<link rel="modulepreload">` for the app shell, the
// warm-up and every chunk they import statically, and `<link rel="stylesheet">` for their CSS. The
// browser's preload scanner then fetches them while it parses the HTML, instead of after the entry has
// run and added the same links one by one from script (Vite's preload helper skips a file whose link is
// already in the document). Runs after landing-prerender, which builds landing.html from the original
// index.html: the landing page loads none of these.
import type { Plugin } from 'vite';
import { chunkOf, chunks, staticClosure } from './bundle-graph';

/** The `<link>` lines for the app shell's and the warm-up's files. */
export function appShellLinks(files: { css: string[]; js: string[] }): string {
  const css = files.css.map((file) => `    <link rel="stylesheet" href="/${file}">\n`);
  const js = files.js.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`);
  return [...css, ...js].join('');
}

export function appShellPreload(): Plugin {
  return {
    name: 'app-shell-preload',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset' || typeof index.source !== 'string')
        throw new Error('app-shell-preload: no index.html in the bundle');
      const files = staticClosure(bundle, [chunkOf(bundle, 'app/app-shell.tsx'), chunkOf(bundle, 'app/warm-up.ts')]);
      // The entry and what it imports statically are already linked by Vite.
      const linked = new Set(
        staticClosure(
          bundle,
          chunks(bundle).filter((c) => c.isEntry),
        ).js,
      );
      const links = appShellLinks({ css: files.css, js: files.js.filter((file) => !linked.has(file)) });
      index.source = index.source.replace('</head>', `\n${links}  </head>`);
    },
  };
}
