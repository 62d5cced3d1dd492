import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { allowLongStatements, type Db, LONG_STATEMENT_MS, withoutJit } from '../../db/client';
import { col, queryRow, queryRowOrThrow } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { audit } from '../../audit/audit';
import { phaseTimer } from '../../phases';
import { ledgerFloatCents, type FloatSource } from './float-source';
import { writeLeaves, writeTree } from './merkle-build';

export interface AttestRequest {
  /** The Nairobi day of a nightly attestation: at most one per day, whichever instance gets there first. */
  nightlyDay?: string;
  /** The superadmin who asked for it (POST /superadmin/reserves/attest). */
  requestedBy?: string;
}

/** A published attestation's headline: its id, root hash (hex), liabilities and assets in cents. */
export interface Attestation {
  id: bigint;
  root: string;
  liabilitiesCents: bigint;
  assetsCents: bigint;
}

/** What the liabilities are owed against: what borrowers owe on platform loans, in the snapshot. */
async function loansReceivableCents(tx: Db): Promise<bigint> {
  const row = await queryRowOrThrow(
    tx,
    z.object({ cents: col.bigint }),
    sql`SELECT COALESCE(-SUM(balance_cents), 0)::bigint AS cents FROM ledger_accounts WHERE kind = 'loan_receivable'`,
    () => new Error('no receivables'),
  );
  return row.cents;
}

/**
 * Takes an attestation (docs/product/proof.md, decision 080) and returns its id, or undefined when the night's
 * attestation already exists. M-Pesa's float is asked for first, outside any transaction; then ONE
 * REPEATABLE READ transaction reads every balance, the loans receivable (and the ledger's float
 * when M-Pesa gave none) from one snapshot, writes the leaves and the tree, and publishes the row
 * with its root: nothing is visible until all of it is. Two instances taking the same night: the
 * unique night makes the second wait for the first and then find it (its retry sees the row).
 */
export async function attest(
  ctx: AppContext,
  floatSource: FloatSource,
  request: AttestRequest = {},
): Promise<Attestation | undefined> {
  if (request.nightlyDay && (await nightDone(ctx.db, request.nightlyDay))) return undefined;
  const phase = phaseTimer('attest');
  const mpesaFloat = await floatSource(ctx);
  phase('float');
  const at = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`);
    await allowLongStatements(tx, LONG_STATEMENT_MS);
    await tx.execute(sql`SET LOCAL work_mem = '256MB'`);
    // No JIT (decision 099): at a million savers the leaves' statement and the lowest levels cost enough
    // for PostgreSQL to compile them, about 2 s each under load, for expressions that are mostly sha256.
    await withoutJit(tx);
    const claimed = await queryRow(
      tx,
      z.object({ id: col.bigint }),
      sql`INSERT INTO reserve_attestations (at, nightly_day, requested_by, float_cents, float_source,
                                            loans_receivable_cents, liabilities_cents, users, leaves)
          VALUES (${at.toISOString()}::timestamptz, ${request.nightlyDay ?? null}::date, ${request.requestedBy ?? null},
                  0, 'ledger', 0, 0, 0, 0)
          ON CONFLICT (nightly_day) DO NOTHING RETURNING id`,
    );
    if (!claimed) return undefined;
    const id = claimed.id;
    const floatCents = mpesaFloat ?? (await ledgerFloatCents(tx));
    const receivable = await loansReceivableCents(tx);
    phase('assets');
    const leaves = await writeLeaves(tx, id);
    phase('leaves');
    const tree = await writeTree(tx, id, leaves.leaves, phase);
    if (tree.sum !== leaves.sum) throw new Error(`attestation ${id}: root sum ${tree.sum} ≠ leaves ${leaves.sum}`);
    await tx.execute(
      sql`UPDATE reserve_attestations
          SET float_cents = ${floatCents.toString()}::bigint, float_source = ${mpesaFloat === undefined ? 'ledger' : 'mpesa'},
              loans_receivable_cents = ${receivable.toString()}::bigint, liabilities_cents = ${tree.sum.toString()}::bigint,
              users = ${leaves.users}, leaves = ${leaves.leaves}, root = ${tree.root}
          WHERE id = ${id.toString()}::bigint`,
    );
    phase('publish');
    if (request.requestedBy) {
      await audit(tx, {
        actorUserId: request.requestedBy,
        action: 'reserves.attest',
        target: `attestation:${id}`,
        at,
      });
    }
    return { id, root: tree.root.toString('hex'), liabilitiesCents: tree.sum, assetsCents: floatCents + receivable };
  });
}

async function nightDone(db: Db, day: string): Promise<boolean> {
  const row = await queryRow(
    db,
    z.object({ id: col.bigint }),
    sql`SELECT id FROM reserve_attestations WHERE nightly_day = ${day}::date`,
  );
  return row !== undefined;
}
