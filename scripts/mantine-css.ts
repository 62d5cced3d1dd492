// Mantine's stylesheet per component instead of one global sheet (docs/decisions/045-signed-in-first-load.md).
// Every module of @mantine/core/esm/components/<Dir>/ gets an import of styles/<Dir>.layer.css (and of
// its own file's sheet where Mantine has one, e.g. CheckboxCard), so a screen's chunks carry the CSS
// of the components they render and nothing else. The `.layer` sheets put Mantine in `@layer mantine`:
// our own unlayered rules (app/global.css, app/tap-targets.css) then win whatever order the chunks'
// sheets arrive in, as they did when the global sheet always came first.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const STYLES = path.resolve(import.meta.dirname, '..', 'node_modules', '@mantine', 'core', 'styles');
const COMPONENT = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]([^\\/]+)[\\/](?:.*[\\/])?([^\\/]+)\.mjs$/;
/** Sheets a folder's components use that are named after neither the folder nor a file in it. */
const SHARED: Record<string, string[]> = {
  Checkbox: ['InlineInput'],
  Radio: ['InlineInput'],
  Switch: ['InlineInput'],
};

/** The sheets (names under @mantine/core/styles, without `.layer.css`) a component module needs. */
export function mantineSheets(id: string): string[] {
  const m = COMPONENT.exec(id);
  if (!m) return [];
  const [, dir = '', file = ''] = m;
  const names = new Set([dir, file, ...(SHARED[dir] ?? [])]);
  return [...names].filter((name) => existsSync(path.join(STYLES, `${name}.layer.css`)));
}

export function mantineComponentCss(): Plugin {
  return {
    name: 'pamoja:mantine-component-css',
    enforce: 'pre',
    transform(code, id) {
      const sheets = mantineSheets(id);
      if (sheets.length === 0) return null;
      // Last, so that the sheets of the components this one builds on (imported above) come first.
      const imports = sheets.map((name) => `import '@mantine/core/styles/${name}.layer.css';`).join('\n');
      return { code: `${code}\n${imports}\n`, map: null };
    },
  };
}
