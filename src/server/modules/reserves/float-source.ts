import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRowOrThrow } from '../../db/typed-rows';
import { SYSTEM_ACCOUNTS } from '../../ledger/accounts';

/**
 * Where an attestation reads the float M-Pesa reports, in cents: undefined when M-Pesa has no figure
 * to give, in which case the attestation counts the ledger's own figure (`ledgerFloatCents`, read in
 * its snapshot) and marks it so (decision 080). `module.ts` wires reconciliation's `currentMpesaFloat`;
 * it is read before the snapshot opens, so no transaction waits on M-Pesa.
 */
export type FloatSource = (ctx: AppContext) => Promise<bigint | undefined>;

/** A source with no M-Pesa figure (the benchmark's: it measures the attestation, not M-Pesa's answer). */
export const noMpesaFloat: FloatSource = () => Promise.resolve(undefined);

/**
 * What the ledger says is at M-Pesa: the opposite of the M-Pesa clearing account's postings (money
 * in is posted clearing → wallet, so the clearing account goes negative by what M-Pesa received).
 */
export async function ledgerFloatCents(db: Db): Promise<bigint> {
  const row = await queryRowOrThrow(
    db,
    z.object({ cents: col.bigint }),
    sql`SELECT COALESCE(-SUM(amount_cents), 0)::bigint AS cents FROM postings
        WHERE account_id = ${SYSTEM_ACCOUNTS.mpesaClearing.toString()}::bigint`,
    () => new Error('no float'),
  );
  return row.cents;
}
