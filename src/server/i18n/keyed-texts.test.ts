import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LocalizedText } from '../../shared/localized-text';
import { projectRoot } from '../project-root';

/**
 * One translation mechanism (decision 073): refusals and notices are keyed texts with both languages
 * side by side; no table translates English any more (the ledger's descriptions are keyed too,
 * decision 097), and the client never translates the server's English.
 */
const root = projectRoot();

async function filesUnder(dir: string, match: RegExp): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(full, match)));
    else if (match.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

const isKeyedText = (value: unknown): value is LocalizedText =>
  typeof value === 'object' && value !== null && 'en' in value && 'sw' in value;

/** Every keyed text a module exports (texts files and the shared schemas), with where it is. */
async function keyedTexts(): Promise<Array<{ where: string; text: LocalizedText }>> {
  const files = [
    ...(await filesUnder(path.join(root, 'src/server'), /-texts\.ts$/)),
    ...(await filesUnder(path.join(root, 'src/shared/schemas'), /\.ts$/)),
  ];
  const found: Array<{ where: string; text: LocalizedText }> = [];
  const walk = (value: unknown, where: string, depth: number) => {
    if (isKeyedText(value)) found.push({ where, text: value });
    else if (typeof value === 'object' && value !== null && depth < 3)
      for (const [key, inner] of Object.entries(value)) walk(inner, `${where}.${key}`, depth + 1);
  };
  for (const file of files) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) walk(value, `${path.relative(root, file)} ${name}`, 0);
  }
  return found;
}

describe('one translation mechanism', () => {
  it('gives every keyed text both languages, and one English sentence one Kiswahili wherever it is keyed', async () => {
    const texts = await keyedTexts();
    expect(texts.length).toBeGreaterThan(100);
    const empty = texts.filter(({ text }) => !text.en.trim() || !text.sw.trim()).map(({ where }) => where);
    expect(empty).toEqual([]);
    // The USSD screens keep short words of their own (ussd-texts.ts).
    const first = new Map<string, { where: string; sw: string }>();
    const disagree: string[] = [];
    for (const { where, text } of texts.filter(({ where }) => !where.includes('ussdTexts'))) {
      const seen = first.get(text.en);
      if (!seen) first.set(text.en, { where, sw: text.sw });
      else if (seen.sw !== text.sw) disagree.push(`${where}: ${text.sw} / ${seen.where}: ${seen.sw}`);
    }
    expect(disagree).toEqual([]);
  });

  it('has no English-to-Kiswahili table: the ledger descriptions are keyed too (decision 097)', async () => {
    const files = (await readdir(path.join(root, 'src/server/i18n'))).filter((f) => f.endsWith('.ts'));
    expect(files.filter((f) => !f.endsWith('.test.ts'))).toEqual([]);
    // Nothing reads an English sentence back into Kiswahili.
    const readers: string[] = [];
    for (const file of await filesUnder(path.join(root, 'src/server'), /\.ts$/))
      if (/\btoSwahili\b|\binLanguage\(/.test(await readFile(file, 'utf8'))) readers.push(path.relative(root, file));
    expect(readers).toEqual([]);
  });

  it('keeps the client from translating the server’s English: no localise…Message, no sentence patterns', async () => {
    const offenders: string[] = [];
    for (const file of await filesUnder(path.join(root, 'src/client'), /\.tsx?$/)) {
      const text = await readFile(file, 'utf8');
      const where = path.relative(root, file);
      if (/\blocali[sz]e\w*Message\b/.test(text)) offenders.push(`${where}: a localise…Message translator`);
      // A pattern anchored on an English sentence that captures its values: `/^Your requested amount of KES (.+)…/`.
      if (/\/\^[A-Za-z][a-z]+ [^/\n]*\(\.[+*]\??\)/.test(text)) offenders.push(`${where}: an English sentence pattern`);
      // A refusal compared to an English sentence to swap in a catalogue entry: `message === 'User ID is required.'`.
      if (/message === '[A-Z][a-z]+ /.test(text))
        offenders.push(`${where}: an English sentence mapped to a translation`);
    }
    expect(offenders).toEqual([]);
  });
});
