import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../project-root';

/**
 * The fonts of the PDF statements (decision 064): DejaVu Sans and DejaVu Sans Bold, cut down to Latin
 * with its diacritics, Arabic script and a few symbols (fonts/README.md says how), embedded in each
 * document so every reader shows the same glyphs. PDF's standard fonts know Latin-1 only.
 */
const FOLDER = path.join(projectRoot(), 'src/server/modules/statements/fonts');
export const PDF_FONTS = {
  regular: { name: 'Sans', file: path.join(FOLDER, 'DejaVuSans.ttf') },
  bold: { name: 'Sans-Bold', file: path.join(FOLDER, 'DejaVuSans-Bold.ttf') },
} as const;

/** What a character no font here draws becomes: one white square per character (emoji, Chinese…). */
export const MISSING_GLYPH = '□';

/** The code points a TrueType font maps to a glyph, read from its cmap (format 4: the Basic Multilingual Plane). */
function coveredCodePoints(font: Buffer): Set<number> {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i += 1)
    if (font.toString('latin1', 12 + 16 * i, 16 + 16 * i) === 'cmap') cmap = font.readUInt32BE(20 + 16 * i);
  const covered = new Set<number>();
  if (cmap < 0) return covered;
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i += 1) {
    const record = cmap + 4 + 8 * i;
    const sub = cmap + font.readUInt32BE(record + 4);
    if (font.readUInt16BE(record) !== 3 || font.readUInt16BE(record + 2) !== 1 || font.readUInt16BE(sub) !== 4)
      continue;
    const segments = font.readUInt16BE(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + 2 * segments + 2;
    const deltas = starts + 2 * segments;
    const rangeOffsets = deltas + 2 * segments;
    for (let s = 0; s < segments; s += 1) {
      const end = font.readUInt16BE(ends + 2 * s);
      const start = font.readUInt16BE(starts + 2 * s);
      const delta = font.readUInt16BE(deltas + 2 * s);
      const rangeOffset = font.readUInt16BE(rangeOffsets + 2 * s);
      for (let c = start; c <= end && c !== 0xffff; c += 1) {
        const glyph =
          rangeOffset === 0
            ? (c + delta) & 0xffff
            : font.readUInt16BE(rangeOffsets + 2 * s + rangeOffset + 2 * (c - start));
        if (glyph !== 0) covered.add(c);
      }
    }
  }
  return covered;
}

let covered: Set<number> | undefined;
/** Code points both fonts draw. */
function coverage(): Set<number> {
  if (!covered) {
    const bold = coveredCodePoints(readFileSync(PDF_FONTS.bold.file));
    covered = new Set([...coveredCodePoints(readFileSync(PDF_FONTS.regular.file))].filter((c) => bold.has(c)));
  }
  return covered;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Text as the fonts can draw it: a character (an emoji with its modifiers, a Chinese character) the
 * fonts lack becomes one MISSING_GLYPH, never bytes a reader shows as noise; control characters go.
 */
export function drawable(text: string): string {
  const known = coverage();
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    const first = segment.codePointAt(0) ?? 0;
    if (first < 0x20 || (first >= 0x7f && first < 0xa0)) continue;
    out += known.has(first) ? segment : MISSING_GLYPH;
  }
  return out;
}

const ARABIC = '\\u0600-\\u06FF\\u0750-\\u077F\\uFB50-\\uFDFF\\uFE70-\\uFEFF';
/** A right-to-left stretch: Arabic letters, and the spaces and marks between them. */
const RIGHT_TO_LEFT = new RegExp(`[${ARABIC}](?:[${ARABIC}\\s\\u060C.,:·-]*[${ARABIC}])?`, 'g');

/**
 * A line's stretches in reading order, left to right: Arabic ones apart, so that each is shaped and
 * laid right to left on its own (the font's layout does both for a run in one script), inside a
 * left-to-right line.
 */
export function directionRuns(text: string): string[] {
  const runs: string[] = [];
  let at = 0;
  for (const m of text.matchAll(RIGHT_TO_LEFT)) {
    if (m.index > at) runs.push(text.slice(at, m.index));
    runs.push(m[0]);
    at = m.index + m[0].length;
  }
  if (at < text.length) runs.push(text.slice(at));
  return runs;
}
