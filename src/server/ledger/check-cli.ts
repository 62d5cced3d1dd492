// `npm run ledger:check`: verifies the ledger invariants on the configured database.
import { loadConfig } from '../config';
import { DataDirInUseError } from '../db/data-dir-hold';
import { migrate } from '../db/migrate';
import { openDatabase } from '../server';
import { checkLedger } from './check';
import { ledgerInvariants } from '../modules';

const config = loadConfig();
const database = await openDatabase(config).catch((err: unknown) => {
  // The running server holds its PGlite folder: say so in one line rather than with a stack.
  if (!(err instanceof DataDirInUseError)) throw err;
  console.error(err.message);
  process.exit(1);
});
try {
  await migrate(database);
  const violations = await checkLedger(database.db, ledgerInvariants);
  if (violations.length === 0) {
    console.log(
      'ledger ok: every entry balances, every cached balance matches its postings, no balance on the wrong side of zero; ' +
        `the modules' invariants hold (${ledgerInvariants.map((invariant) => invariant.rule).join(', ')})`,
    );
  } else {
    for (const v of violations) console.error(`ledger violation (${v.rule}): ${v.detail}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
