import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineSheets } from '../../../scripts/mantine-css';

/**
 * Mantine's CSS comes per component (scripts/mantine-css.ts, docs/decisions/045-signed-in-first-load.md):
 * no screen parses the whole sheet, and no component may end up without its own.
 */
const CORE = path.resolve(import.meta.dirname, '..', '..', '..', 'node_modules', '@mantine', 'core');
const BASE = ['baseline', 'default-css-variables', 'global'];

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? modules(path.join(dir, e.name)) : e.name.endsWith('.mjs') ? [path.join(dir, e.name)] : [],
  );
}

describe('Mantine CSS per component', () => {
  it('gives a component module its folder’s sheet, and its own where Mantine has one', () => {
    const at = (rel: string) => mantineSheets(path.join(CORE, 'esm', 'components', rel));
    expect(at('Button/Button.mjs')).toEqual(['Button']);
    expect(at('Checkbox/CheckboxCard/CheckboxCard.mjs').sort()).toEqual(['Checkbox', 'CheckboxCard', 'InlineInput']);
    expect(at('TextInput/TextInput.mjs')).toEqual([]);
    expect(mantineSheets(path.join(CORE, 'esm', 'core', 'MantineProvider', 'MantineProvider.mjs'))).toEqual([]);
  });

  it('leaves no component sheet of Mantine unreached', () => {
    const reached = new Set(modules(path.join(CORE, 'esm', 'components')).flatMap(mantineSheets));
    const sheets = readdirSync(path.join(CORE, 'styles'))
      .filter((f) => f.endsWith('.layer.css'))
      .map((f) => f.replace(/\.layer\.css$/, ''))
      .filter((name) => !BASE.includes(name));
    expect(sheets.filter((name) => !reached.has(name))).toEqual([]);
  });

  it('has the app shell load only the base sheets, in Mantine’s layer', () => {
    const shell = readFileSync(path.join(import.meta.dirname, 'app-shell.tsx'), 'utf8');
    const sheets = [...shell.matchAll(/^import '(@mantine\/[^']+\.css)';$/gm)].map((m) => m[1]);
    expect(sheets).toEqual([
      ...BASE.map((name) => `@mantine/core/styles/${name}.layer.css`),
      '@mantine/notifications/styles.layer.css',
    ]);
  });
});
