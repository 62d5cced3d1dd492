// Reading the client bundle's chunk graph at build time, for the plugins that write links into the
// built HTML (scripts/landing-prerender.ts, scripts/app-shell-preload.ts).
import path from 'node:path';
import type { Rollup } from 'vite';

export function chunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  return Object.values(bundle).filter((f): f is Rollup.OutputChunk => f.type === 'chunk');
}

/** The chunk whose entry module is `source` (a path under src/client, e.g. `app/app-shell.tsx`). */
export function chunkOf(bundle: Rollup.OutputBundle, source: string): Rollup.OutputChunk {
  const suffix = `${path.sep}${source.split('/').join(path.sep)}`;
  const chunk = chunks(bundle).find((c) => c.facadeModuleId?.split('/').join(path.sep).endsWith(suffix));
  if (!chunk) throw new Error(`no chunk for ${source} in the bundle`);
  return chunk;
}

/** The chunks and every chunk they import statically, with their CSS files, in a stable order. */
export function staticClosure(
  bundle: Rollup.OutputBundle,
  roots: Rollup.OutputChunk[],
): { css: string[]; js: string[] } {
  const byName = new Map(chunks(bundle).map((c) => [c.fileName, c]));
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk): void => {
    if (js.has(chunk.fileName)) return;
    js.add(chunk.fileName);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
  };
  for (const root of roots) visit(root);
  return { css: [...css], js: [...js] };
}
