import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWNED_TABLE_WRITERS_ALLOWED, SCANNED_FOLDERS, TABLE_OWNERS } from './table-owners';
import { foreignWrites, sourceFiles, type TableWrite, writesOutsideOwners } from './table-writes';

const REPO = path.resolve(import.meta.dirname, '../../..');
const where = (w: TableWrite): string => `${w.file}:${w.line} ${w.verb} ${w.table}`;

/** Writes the scan must find (lines 4 to 8) and what it must not (lines 1 to 3). */
const FIXTURE = [
  '// UPDATE postings SET amount_cents = 0 -- a comment, not a write',
  'const read = sql`SELECT SUM(amount_cents) FROM postings WHERE entry_id = ${id}`;',
  "const words = 'Updated ledger_accounts are checked';",
  'const a = sql`WITH w AS (SELECT 1)',
  '  update  ledger_accounts SET balance_cents = 0`;',
  `const b = 'DELETE FROM "journal_entries" WHERE id = 1';`,
  'const c = sql`INSERT INTO ${t} VALUES (1); INSERT INTO public.postings (entry_id) VALUES (${id})`;',
  "const d = `TRUNCATE entry_notices`, e = 'INSERT INTO users (id) VALUES (1)';",
].join('\n');

describe('table owners (TABLE_OWNERS)', () => {
  it('finds writes of owned tables in SQL literals, with file and line, and none in comments or reads', () => {
    const file = 'src/server/modules/example/example.ts';
    expect(foreignWrites(FIXTURE, file, TABLE_OWNERS).map(where)).toEqual([
      `${file}:5 UPDATE ledger_accounts`,
      `${file}:6 DELETE FROM journal_entries`,
      `${file}:7 INSERT INTO postings`,
      `${file}:8 TRUNCATE entry_notices`,
    ]);
    expect(foreignWrites(FIXTURE, 'src/server/ledger/example.ts', TABLE_OWNERS)).toEqual([]);
    expect(foreignWrites(FIXTURE, file, { users: ['src/server/modules/auth/'] }).map(where)).toEqual([
      `${file}:8 INSERT INTO users`,
    ]);
  });

  it('no file outside a table’s owners writes it (the ledger alone writes money; one writer each for notifications, the audit log and the SMS outbox)', () => {
    const files = sourceFiles(REPO, SCANNED_FOLDERS);
    expect(files).toContain('src/server/modules/shares/dividends.ts');
    const writes = writesOutsideOwners(REPO, files, TABLE_OWNERS);
    expect(writes.filter((w) => !(w.file in OWNED_TABLE_WRITERS_ALLOWED)).map(where)).toEqual([]);
    // An allowance no longer needed is taken off the list.
    const writers = new Set(writes.map((w) => w.file));
    expect(Object.keys(OWNED_TABLE_WRITERS_ALLOWED).filter((f) => !writers.has(f))).toEqual([]);
  });
});
