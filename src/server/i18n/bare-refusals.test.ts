import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaText } from '../../shared/schemas/schema-texts';
import { projectRoot } from '../project-root';

/** Where errors are for operators, never answered to a user: start-up configuration, the database driver, Daraja's client. */
const SKIPPED_FOLDERS = ['simulator', 'testing', 'faults', 'backup', 'fuzz', 'db'];
const SKIPPED_FILES = ['config.ts', 'superadmin.ts', 'daraja-client.ts', 'at-client.ts', 'referral-audit.ts'];

/** Source files whose refusals reach users (not tests, simulators, command-line tools or test kits). */
async function sourceFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.includes(entry.name)) out.push(...(await sourceFiles(full)));
    } else if (
      /\.ts$/.test(entry.name) &&
      !/(\.test|-test-kit|-cli)\.ts$/.test(entry.name) &&
      !SKIPPED_FILES.includes(entry.name)
    )
      out.push(full);
  }
  return out;
}

/** A template literal's text with each `${…}` as a sample value, so the catalogue's pattern can match it. */
const sample = (template: string) => template.replace(/\$\{[^}]*\}/g, '7');

/**
 * The sentences the code refuses with as bare English: messages of `new …Error(…)`, of zod checks in the shared
 * schemas, and the values of the `…_ERRORS` / `…_MESSAGES` text objects.
 */
async function refusals(): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const add = (text: string, where: string) => {
    if (/^[A-Z]/.test(text) && text.includes(' ')) found.set(text, where);
  };
  const root = projectRoot();
  const files = [
    ...(await sourceFiles(path.join(root, 'src/server'))),
    ...(await sourceFiles(path.join(root, 'src/shared'))),
  ];
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    const where = path.relative(root, file);
    for (const m of text.matchAll(/new \w*Error\(\s*'((?:[^'\\]|\\.)+)'/g)) add(m[1]!, where);
    for (const m of text.matchAll(/new \w*Error\(\s*`([^`]+)`/g)) add(sample(m[1]!), where);
    if (where.startsWith('src/shared')) {
      for (const m of text.matchAll(
        /\.(?:min|max|regex|length|refine|int|positive|nonnegative|email|gte|lte)\([^;]*?,\s*'((?:[^'\\]|\\.)+)'\s*\)/g,
      ))
        add(m[1]!, where);
      for (const m of text.matchAll(/(?:message|error): '((?:[^'\\]|\\.)+)'/g)) add(m[1]!, where);
    }
    for (const m of text.matchAll(/const [A-Z][A-Z_]+ = '((?:[^'\\]|\\.)+)'/g)) add(m[1]!, where);
    // A keyed text ({ en, sw }) carries its own Kiswahili (decision 073; keyed-texts.test.ts checks it).
    for (const block of text.matchAll(/export const [A-Z_]*(?:ERRORS|MESSAGES|TEXT) = \{([\s\S]*?)\n\}/g))
      for (const m of block[1]!.matchAll(/(\w+):\s*'((?:[^'\\]|\\.)+)'/g))
        if (m[1] !== 'en' && m[1] !== 'sw') add(m[2]!, where);
  }
  return found;
}

describe('the server in Kiswahili', () => {
  it('keys every refusal the code writes: no bare English sentence is left for a table to translate', async () => {
    const all = await refusals();
    const missing = [...all].filter(([sentence]) => !schemaText(sentence)).map(([s, where]) => `${where}: ${s}`);
    expect(missing).toEqual([]);
  });
});
