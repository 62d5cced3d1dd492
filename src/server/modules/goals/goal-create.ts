import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { nairobiDay } from '../../../shared/nairobi-time';
import { toCents } from '../../../shared/money';
import type { CreateGoalBody, EditGoalBody, GoalDetail } from '../../../shared/schemas/goals';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { col, queryRow } from '../../db/typed-rows';
import { BadRequestError, BusinessRuleError } from '../../errors';
import { IdempotencyKeyReusedError } from '../../http/idempotency-key';
import { accountSpecs, ensureAccount, ensureWallet } from '../../ledger/accounts';
import { postOrRefuse, transfer } from '../../ledger/post';
import { saveImage } from '../../uploads/images';
import { goalDetail } from './goal-read';
import { notifyMany, requireAdmin, savedOf, withLockedGoal } from './goal-store';
import { goalTexts } from './goal-texts';
import { GOAL_ERRORS } from './goal-texts';
import { movement } from '../../ledger/movement-texts';

/** Creating a goal (with an optional first deposit from the wallet) and editing it. */
export const FUTURE_DATE = GOAL_ERRORS.futureDate;
const INVALID_IMAGE = GOAL_ERRORS.imageFile;

/** Stores a goal's picture for the user (in place of `replaces`); what is not an image is refused. */
function saveGoalImage(tx: Db, userId: string, bytes: Buffer, at: Date, replaces: string | null = null) {
  return saveImage(tx, { ownerUserId: userId, purpose: 'goal', bytes, at, invalidMessage: INVALID_IMAGE, replaces });
}

const IdRow = z.object({ id: col.text });

/**
 * A repeated creation (same Idempotency-Key): roll back this attempt and answer with the first goal
 * if it asked for the same first deposit, else refuse the key (docs/decisions/023-one-idempotency-key.md).
 */
class AlreadyCreated extends Error {
  constructor(readonly goalId: string) {
    super('goal already created with this key');
  }
}

export async function createGoal(
  ctx: AppContext,
  userId: string,
  body: CreateGoalBody,
  createKey?: string,
): Promise<GoalDetail> {
  try {
    return await createOnce(ctx, userId, body, createKey ?? null);
  } catch (err) {
    if (!(err instanceof AlreadyCreated)) throw err;
    if ((await firstDeposit(ctx.db, err.goalId)) !== toCents(body.deposit ?? 0)) throw new IdempotencyKeyReusedError();
    return goalDetail(ctx.db, err.goalId, userId);
  }
}

/** What the creation of a goal moved from the creator's wallet into it (0 without a first deposit). */
async function firstDeposit(db: Db, goalId: string): Promise<bigint> {
  const row = await queryRow(
    db,
    z.object({ moved: col.bigint }),
    sql`SELECT COALESCE(SUM(p.amount_cents) FILTER (WHERE p.amount_cents > 0), 0)::bigint AS moved
        FROM journal_entries j JOIN postings p ON p.entry_id = j.id
        WHERE j.idempotency_key = ${`goal-create:${goalId}`}`,
  );
  return row?.moved ?? 0n;
}

async function createOnce(
  ctx: AppContext,
  userId: string,
  body: CreateGoalBody,
  createKey: string | null,
): Promise<GoalDetail> {
  const at = ctx.clock.now();
  if (body.end_date <= nairobiDay(at)) throw new BadRequestError(FUTURE_DATE);
  const target = toCents(body.target_amount);
  const deposit = toCents(body.deposit ?? 0);
  if (deposit > target) throw new BusinessRuleError(GOAL_ERRORS.depositAboveTarget);
  return inTransaction(ctx.db, async (tx) => {
    const imageId = body.image ? await saveGoalImage(tx, userId, body.image, at) : null;
    const goal = await queryRow(
      tx,
      IdRow,
      sql`WITH g AS (
            INSERT INTO goals (title, description, target_cents, end_date, image_upload_id, created_by, created_at, completed_at, create_key)
            VALUES (${body.title}, ${body.description}, ${target.toString()}::bigint, ${body.end_date}::date, ${imageId}::uuid, ${userId},
                    ${at.toISOString()}::timestamptz, ${deposit === target ? at.toISOString() : null}::timestamptz, ${createKey})
            ON CONFLICT (created_by, create_key) WHERE create_key IS NOT NULL DO NOTHING
            RETURNING id
          ), m AS (
            INSERT INTO goal_members (goal_id, user_id, role, contributed_cents, joined_at)
            SELECT id, ${userId}, 'admin', ${deposit.toString()}::bigint, ${at.toISOString()}::timestamptz FROM g
          )
          SELECT id FROM g`,
    );
    if (!goal) {
      const first = await queryRow(
        tx,
        IdRow,
        sql`SELECT id FROM goals WHERE created_by = ${userId} AND create_key = ${createKey}`,
      );
      if (!first) throw new Error('goal insert returned nothing');
      throw new AlreadyCreated(first.id);
    }
    const share = await ensureAccount(tx, accountSpecs.goalShare(goal.id, userId));
    if (deposit > 0n) {
      const wallet = await ensureWallet(tx, userId);
      await postOrRefuse(
        tx,
        {
          idempotencyKey: `goal-create:${goal.id}`,
          kind: 'goal_contribution',
          text: movement('goalDeposit', body.title),
          postings: transfer(wallet, share, deposit),
          actorUserId: userId,
          meta: { goalId: goal.id },
          at,
        },
        () => new BusinessRuleError(GOAL_ERRORS.depositInsufficient),
      );
    }
    const texts = [{ userId, text: goalTexts.created(body.title) }];
    if (deposit === target) texts.push({ userId, text: goalTexts.completed(body.title) });
    await notifyMany(tx, texts, at);
    return goalDetail(tx, goal.id, userId);
  });
}

export async function editGoal(
  ctx: AppContext,
  rawGoalId: string,
  userId: string,
  body: EditGoalBody,
): Promise<GoalDetail> {
  return withLockedGoal(ctx, rawGoalId, async (tx, goal, members, at) => {
    requireAdmin(members, userId);
    const saved = savedOf(members);
    if (saved >= goal.target_cents) throw new BusinessRuleError(GOAL_ERRORS.completeNoEdit);
    const target = toCents(body.target_amount);
    if (target < saved) throw new BusinessRuleError(GOAL_ERRORS.targetBelowSaved);
    if (body.end_date !== goal.end_date && body.end_date <= nairobiDay(at)) throw new BadRequestError(FUTURE_DATE);
    const imageId = body.image
      ? await saveGoalImage(tx, userId, body.image, at, goal.image_upload_id)
      : goal.image_upload_id;
    const completes = target === saved;
    await tx.execute(
      sql`UPDATE goals SET title = ${body.title}, description = ${body.description}, target_cents = ${target.toString()}::bigint,
            end_date = ${body.end_date}::date, image_upload_id = ${imageId}::uuid,
            completed_at = ${completes ? at.toISOString() : null}::timestamptz
          WHERE id = ${goal.id}::uuid`,
    );
    if (imageId !== goal.image_upload_id && goal.image_upload_id) {
      await tx.execute(sql`DELETE FROM uploads WHERE id = ${goal.image_upload_id}::uuid AND purpose = 'goal'`);
    }
    if (completes)
      await notifyMany(
        tx,
        members.map((m) => ({ userId: m.user_id, text: goalTexts.completed(body.title) })),
        at,
      );
    return goalDetail(tx, goal.id, userId);
  });
}
