/**
 * Which code may write which tables: `table-owners.test.ts` scans every source file of the
 * repository (SQL in string and template literals) and fails, naming file and line, where a file
 * outside a table's owning folders inserts into, updates, deletes from (or truncates, alters, drops)
 * one of these tables. The migrations (`migrations/*.sql`, with the SQL functions they define) own
 * every table and are not scanned. Add a table here with the folders that own it.
 */
export const TABLE_OWNERS: Readonly<Record<string, readonly string[]>> = {
  // The ledger is the only writer of money (src/server/ledger/README.md).
  journal_entries: ['src/server/ledger/'],
  postings: ['src/server/ledger/'],
  ledger_accounts: ['src/server/ledger/'],
  // A compound entry's one notice, written in the entry's own statement (ledger/entry-notices.ts).
  entry_notices: ['src/server/ledger/'],
  // One writer each for what every feature tells or records (decision 069): the core folder's
  // functions, which a set-based pass uses as a CTE; the SMS module's sender moves a text through its states.
  notifications: ['src/server/notifications/'],
  audit_log: ['src/server/audit/'],
  sms_outbox: ['src/server/sms/', 'src/server/modules/sms/'],
};

/** Where the scan looks, from the repository root. */
export const SCANNED_FOLDERS = ['src', 'bench', 'scripts', 'e2e'] as const;

/**
 * Files outside a table's owners that may still write it, each with why. The scan fails too when a
 * file listed here no longer writes any owned table, so the list only shrinks. A test that corrupts
 * the ledger on purpose (to see a check catch it) belongs here, under its own name.
 */
export const OWNED_TABLE_WRITERS_ALLOWED: Readonly<Record<string, string>> = {
  'src/server/testing/table-owners.test.ts': 'its fixture: writes the scan must find',
  'bench/lib/seed-accounts.ts': 'seeds up to a million savers set-based; the bench checks the ledger after',
  'bench/lib/interest-floor.ts': 'seeds the postings an interest run reads; the bench checks the ledger after',
  'bench/dividends.ts': 'seeds holdings bought through entries and retained income; the bench checks the ledger after',
  'bench/communities.ts': 'seeds community pools set-based; the bench checks the ledger after',
  'bench/statement.ts': 'seeds a long statement set-based; the bench checks the ledger after',
  'bench/reconcile.ts': 'seeds the ledger side of N paybill payments set-based; the bench checks the ledger after',
};
