import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The landing shell stays light (docs/decisions/009-landing-shell.md): every module it loads with
 * the page, followed through static imports from app/landing-shell.tsx, uses only these packages.
 * A dynamic import() (zod's schemas, loaded on a form's first focus) and `import type` are not loads.
 */
const ALLOWED = ['react', 'react-dom/client', '@tabler/icons-react'];
const ENTRY = path.resolve(import.meta.dirname, 'landing-shell.tsx');

function resolveLocal(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // try the next
    }
  }
  return null;
}

function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specs: string[] = [];
  for (const m of source.matchAll(/^\s*import\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
    if (!m[1]) specs.push(m[2]!);
  }
  return specs;
}

function packagesLoadedBy(entry: string): { packages: Set<string>; files: Set<string> } {
  const packages = new Set<string>();
  const files = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const spec of staticImports(file)) {
      if (spec.startsWith('.')) {
        const local = resolveLocal(file, spec);
        if (local) queue.push(local);
      } else packages.add(spec);
    }
  }
  return { packages, files };
}

describe('the landing shell', () => {
  it('loads React, our words and icons only: no Mantine, router, query cache or zod', () => {
    const { packages, files } = packagesLoadedBy(ENTRY);
    expect([...packages].filter((p) => !ALLOWED.includes(p))).toEqual([]);
    expect([...files].some((f) => f.endsWith(path.join('features', 'landing', 'landing-page.tsx')))).toBe(true);
    expect([...files].filter((f) => f.includes(`${path.sep}shared${path.sep}`))).toEqual([]);
  });
});

describe('the entry and the warm-up', () => {
  // They run before any screen's code, for every path (docs/decisions/045-signed-in-first-load.md):
  // a package here would be downloaded and run before the shell even starts.
  it('load no package at all', () => {
    for (const file of ['../main.tsx', 'warm-up.ts']) {
      expect([...packagesLoadedBy(path.resolve(import.meta.dirname, file)).packages], file).toEqual([]);
    }
  });
});

describe('the console dashboard', () => {
  // Its registration chart is our own SVG (docs/decisions/051-dialogs-load-when-opened.md): a charting
  // library cost the dashboard 97 KB and most of its main-thread time, for one line.
  it('loads no charting library', () => {
    const page = path.resolve(import.meta.dirname, '..', 'features', 'admin', 'dashboard-page.tsx');
    const { packages } = packagesLoadedBy(page);
    expect([...packages].filter((p) => /^(@mantine\/charts|recharts|chart\.js|d3-|victory)/.test(p))).toEqual([]);
  });
});
