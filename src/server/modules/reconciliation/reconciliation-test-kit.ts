import { expect } from 'vitest';
import type { ReconciliationRun } from '../../../shared/schemas/reconciliation';
import { ensureWallet, SYSTEM_ACCOUNTS } from '../../ledger/accounts';
import { postEntry, transfer } from '../../ledger/post';
import { inTransaction } from '../../db/tx';
import type { TestServer } from '../../testing/test-server';
import type { TestUser } from '../../testing/factories';
import { daraja } from '../wallet';
import { registerPaybillUrls } from '../wallet/wallet-test-kit';
import { movement } from '../../ledger/movement-texts';

/**
 * A fault of the test kit, never a route: a ledger entry M-Pesa knows nothing of (M-Pesa clearing →
 * the user's wallet, with a receipt M-Pesa never issued), as a bug or a forged entry would leave.
 */
export async function insertUnknownLedgerEntry(server: TestServer, userId: string, cents: bigint, receipt: string) {
  return inTransaction(server.ctx.db, async (tx) =>
    postEntry(tx, {
      idempotencyKey: `test-fault:${receipt}`,
      kind: 'deposit',
      text: movement('mpesaDepositReceipt', receipt),
      postings: transfer(SYSTEM_ACCOUNTS.mpesaClearing, await ensureWallet(tx, userId), cents),
      actorUserId: userId,
      meta: { receipt },
      at: server.ctx.clock.now(),
    }),
  );
}

/** A customer pays the paybill through the simulator (C2B simulate): validation, then confirmation unless the payer ends 1041. */
export async function payPaybill(server: TestServer, account: string, amount: number, payer: string): Promise<void> {
  await registerPaybillUrls(server.ctx);
  await daraja(server.ctx).c2bSimulate({
    shortcode: server.ctx.config.mpesa.c2bShortcode,
    amount,
    msisdn: payer,
    billRefNumber: account,
  });
}

/** Runs a reconciliation as the superadmin; the run. */
export async function runNow(server: TestServer, admin: TestUser, body: object = {}): Promise<ReconciliationRun> {
  const res = await server.api.post<{ run: ReconciliationRun }>('/superadmin/reconciliation', body, {
    token: admin.token,
  });
  expect(res.status).toBe(201);
  return res.body.run;
}

/** Waits (real time, bounded) until `check` holds. */
export async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never happened: ${what}`);
}
