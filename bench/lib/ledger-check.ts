import type { Db } from '../../src/server/db/client';
import { checkLedger } from '../../src/server/ledger/check';
import { ledgerInvariants } from '../../src/server/modules';
import { emit, secondsSince } from './emit';

/**
 * After a bench has moved money: checks the ledger's invariants, emits `ledger_violations` (with `extra`
 * and how long the check took) and fails the run, printing the first few, if there is any.
 */
export async function emitLedgerCheck(bench: string, db: Db, extra: Record<string, unknown> = {}): Promise<void> {
  const start = performance.now();
  const violations = await checkLedger(db, ledgerInvariants);
  emit(bench, 'ledger_violations', violations.length, {
    ...extra,
    check_s: Math.round(secondsSince(start) * 100) / 100,
  });
  if (violations.length > 0) {
    console.error(violations.slice(0, 5));
    process.exitCode = 1;
  }
}
