import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A statement in a string or template literal that writes a table. */
export interface TableWrite {
  /** The file's path from the repository root, with '/'. */
  file: string;
  line: number;
  table: string;
  /** The SQL verb as written: `INSERT INTO`, `UPDATE`, `DELETE FROM`, … */
  verb: string;
}

/**
 * The verbs that change a table, then the table (ONLY, IF EXISTS and a schema allowed, quoted or not).
 * Matched in the text of string and template literals only, so a comment about a table is no write.
 */
const WRITE =
  /\b(insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into|copy|alter\s+table|drop\s+table)\s+(?:only\s+)?(?:if\s+exists\s+)?(?:"?[a-z_][a-z0-9_]*"?\s*\.\s*)?"?([a-z_][a-z0-9_]*)"?/gi;

interface Piece {
  text: string;
  /** Where the piece's text starts in the file. */
  pos: number;
}

/** The text of each string or template literal, a template's parts joined by a space where `${…}` stood. */
function literals(sf: ts.SourceFile): Piece[][] {
  const found: Piece[][] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      found.push([{ text: node.text, pos: node.getStart(sf) + 1 }]); // after the opening quote
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head, ...node.templateSpans.map((s) => s.literal)];
      // each part starts after its '`' or '}'
      found.push(parts.map((p) => ({ text: `${p.text} `, pos: p.getStart(sf) + 1 })));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Every write of one of `tables` in `source` (a TypeScript or JavaScript file). */
export function tableWrites(source: string, file: string, tables: ReadonlySet<string>): TableWrite[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const writes: TableWrite[] = [];
  for (const pieces of literals(sf)) {
    const text = pieces.map((p) => p.text).join('');
    for (const m of text.matchAll(WRITE)) {
      const table = m[2]!.toLowerCase();
      if (!tables.has(table)) continue;
      // The piece the match starts in, and the line there.
      let at = m.index;
      let piece = pieces[0]!;
      for (const p of pieces) {
        if (at < p.text.length) {
          piece = p;
          break;
        }
        at -= p.text.length;
      }
      const before = piece.text.slice(0, at).split('\n').length - 1;
      const line = sf.getLineAndCharacterOfPosition(piece.pos).line + 1 + before;
      writes.push({ file, line, table, verb: m[1]!.replace(/\s+/g, ' ').toUpperCase() });
    }
  }
  return writes;
}

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

/** The source files under `roots` (folders relative to `repo`), as paths from `repo` with '/'. */
export function sourceFiles(repo: string, roots: readonly string[]): string[] {
  return roots.flatMap((root) =>
    readdirSync(path.join(repo, root), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && SOURCE.test(e.name))
      .map((e) => path.relative(repo, path.join(e.parentPath, e.name)).split(path.sep).join('/')),
  );
}

/** The table → owning folders map's writes in `source` made by a file outside that table's owners. */
export function foreignWrites(
  source: string,
  file: string,
  owners: Readonly<Record<string, readonly string[]>>,
): TableWrite[] {
  return tableWrites(source, file, new Set(Object.keys(owners))).filter(
    (w) => !owners[w.table]!.some((folder) => file.startsWith(folder)),
  );
}

/** `foreignWrites` of each of `files` (paths from `repo`). */
export function writesOutsideOwners(
  repo: string,
  files: readonly string[],
  owners: Readonly<Record<string, readonly string[]>>,
): TableWrite[] {
  return files.flatMap((file) => foreignWrites(readFileSync(path.join(repo, file), 'utf8'), file, owners));
}
