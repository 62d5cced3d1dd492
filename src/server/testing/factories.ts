import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toCents } from '../../shared/money';
import { hashPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import { newUserId } from '../auth/tokens';
import type { AppContext } from '../context';
import { inTransaction } from '../db/tx';
import { accountSpecs, ensureAccount, ensureWallet, SYSTEM_ACCOUNTS } from '../ledger/accounts';
import { postEntry, transfer } from '../ledger/post';
import { recordActivation } from '../modules/account';
import { col, queryRow } from '../db/typed-rows';
import { ordinaryPhone } from './phones';
import { movement } from '../ledger/movement-texts';

export interface TestUser {
  id: string;
  fullName: string;
  email: string;
  /** As stored: 2547XXXXXXXX */
  phone: string;
  /** As typed in a form: 07XXXXXXXX */
  localPhone: string;
  password: string;
  token: string;
  role: 'user' | 'superadmin';
}

export interface UserOverrides {
  fullName?: string;
  email?: string;
  localPhone?: string;
  password?: string;
  role?: 'user' | 'superadmin';
  registrationStep?: 2 | 3 | 4 | 5;
  accountStatus?: 'active' | 'inactive';
  loanLimitKes?: number;
  referredBy?: string;
  twoStepEnabled?: boolean;
  createdAt?: Date;
}

let sequence = 0;

/**
 * A registered user (registration complete unless told otherwise) with a live session. An active
 * one has its activation recorded as if paid from its own phone, so a referral of it earns.
 */
export async function createUser(ctx: AppContext, overrides: UserOverrides = {}): Promise<TestUser> {
  sequence += 1;
  const id = newUserId();
  const fullName = overrides.fullName ?? `Test User${sequence}`;
  const email = (overrides.email ?? `user${sequence}.${id.toLowerCase()}@example.com`).toLowerCase();
  const localPhone = overrides.localPhone ?? ordinaryPhone();
  const phone = `254${localPhone.slice(1)}`;
  const password = overrides.password ?? 'Mvua-Nyingi-2026!';
  const role = overrides.role ?? 'user';
  const createdAt = overrides.createdAt ?? ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    await tx.execute(
      sql`INSERT INTO users (id, role, full_name, email, phone, password_hash, registration_step, account_status,
                             loan_limit_cents, referred_by, two_step_enabled, email_verified_at, terms_accepted_at, created_at, updated_at)
          VALUES (${id}, ${role}, ${fullName}, ${email}, ${phone}, ${await hashPassword(password)}, ${overrides.registrationStep ?? 5},
                  ${overrides.accountStatus ?? 'inactive'}, ${toCents(overrides.loanLimitKes ?? 0).toString()}::bigint,
                  ${overrides.referredBy ?? null}, ${overrides.twoStepEnabled ?? false},
                  ${createdAt.toISOString()}::timestamptz, ${createdAt.toISOString()}::timestamptz,
                  ${createdAt.toISOString()}::timestamptz, ${createdAt.toISOString()}::timestamptz)`,
    );
    await ensureWallet(tx, id);
    // An active account was activated by a deposit: recorded as paid from the user's own phone.
    if (overrides.accountStatus === 'active') {
      await recordActivation(tx, {
        userId: id,
        depositId: null,
        msisdn: phone,
        at: createdAt,
        monthlyCap: ctx.config.referralMonthlyCap,
      });
    }
  });
  const token = await createSession(ctx.db, id, ctx.clock.now());
  return { id, fullName, email, phone, localPhone, password, token, role };
}

/**
 * Credits a wallet as a confirmed M-Pesa deposit would (clearing → wallet) and activates the
 * account, without the STK round trip: for tests whose subject is not the deposit itself. An
 * activation is recorded as paid from the user's own phone, as M-Pesa would report it.
 */
export async function fundWallet(
  ctx: AppContext,
  userId: string,
  kes: number,
  at: Date = ctx.clock.now(),
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const before = await queryRow(
      tx,
      z.object({ account_status: col.text, phone: col.text.nullable() }),
      sql`SELECT account_status, phone FROM users WHERE id = ${userId} FOR UPDATE`,
    );
    const wallet = await ensureWallet(tx, userId);
    await postEntry(tx, {
      idempotencyKey: `test-funding:${userId}:${sequence++}:${randomInt(1e9)}`,
      kind: 'deposit',
      text: movement('mpesaDeposit'),
      postings: transfer(SYSTEM_ACCOUNTS.mpesaClearing, wallet, toCents(kes)),
      at,
    });
    await tx.execute(
      sql`UPDATE users SET account_status = 'active', activated_at = COALESCE(activated_at, ${at.toISOString()}::timestamptz) WHERE id = ${userId}`,
    );
    if (before?.account_status === 'inactive') {
      await recordActivation(tx, {
        userId,
        depositId: null,
        msisdn: before.phone ?? undefined,
        at,
        monthlyCap: ctx.config.referralMonthlyCap,
      });
    }
  });
}

/** A user as `createUser` makes one, with `kes` in the wallet as `fundWallet` puts it there. */
export async function createFundedUser(ctx: AppContext, kes: number, overrides: UserOverrides = {}): Promise<TestUser> {
  const user = await createUser(ctx, overrides);
  await fundWallet(ctx, user.id, kes);
  return user;
}

/**
 * Moves `cents` from a wallet into its owner's share of `goalId` as a goal contribution, straight
 * through the ledger (no goal row is needed): for tests whose subject is the ledger or the wallet.
 */
export async function contributeToGoalShare(
  ctx: AppContext,
  userId: string,
  goalId: string,
  cents: bigint,
  { description = 'Goal contribution', at = ctx.clock.now() }: { description?: string; at?: Date } = {},
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const wallet = await ensureWallet(tx, userId);
    const share = await ensureAccount(tx, accountSpecs.goalShare(goalId, userId));
    await postEntry(tx, {
      idempotencyKey: `test-goal:${userId}:${sequence++}:${randomInt(1e9)}`,
      kind: 'goal_contribution',
      text: movement('asWritten', description),
      postings: transfer(wallet, share, cents),
      at,
    });
  });
}
