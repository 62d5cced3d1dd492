import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toKes } from '../../../shared/money';
import { addDays, nairobiDay, nairobiDayStart } from '../../../shared/nairobi-time';
import type { StatementEntry, StatementResponse } from '../../../shared/schemas/community-statement';
import type { AppContext } from '../../context';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { BadRequestError } from '../../errors';
import { accountSpecs } from '../../ledger/accounts';
import { AccountStatement, type StatementHeader } from '../statements';
import type { ReaderLanguage } from '../../http/reader-language';
import { requireMember } from './community-store';
import { poolFacts } from './pool-statement-facts';
import { poolChainStart } from './pool-chain';
import { poolChain } from './pool-proof';
import { POOL_PROOF_WORDS } from './pool-proof-texts';
import { COMMUNITY_TEXT } from '../../../shared/schemas/communities';
import { earliestStatementStart, STATEMENT_TOO_LONG, statementTooLong } from '../../../shared/statement-period';
import { describeEntry } from '../../ledger/movement-texts';

type Statement = StatementResponse['statement'];

const KINDS: Record<string, StatementEntry['kind']> = {
  community_contribution: 'contribution',
  community_payout: 'payout',
  community_rotation: 'rotation',
  community_loan: 'loan',
  community_loan_repayment: 'repayment',
  community_share_out: 'share_out',
  community_refund: 'refund',
};

/**
 * The period of a pool statement (Nairobi days, both included): from the community's first day, or
 * the earliest start ten years allow, up to today unless given; refused when the start comes after
 * the end or the period is longer than ten years (the wallet statement's one rule, `statementTooLong`).
 */
function poolPeriod(createdAt: Date, from: string | undefined, to: string | undefined, now: Date) {
  if (from && to && from > to) throw new BadRequestError(COMMUNITY_TEXT.invalidRange);
  const last = to ?? nairobiDay(now);
  const earliest = earliestStatementStart(last);
  const created = nairobiDay(createdAt);
  const first = from ?? (created > earliest ? created : earliest);
  if (statementTooLong(first, last)) throw new BadRequestError(STATEMENT_TOO_LONG);
  return { first, last, start: nairobiDayStart(first), until: nairobiDayStart(addDays(last, 1)) };
}

/**
 * The pool's statement (members only): every posting on the pool account between two Kenyan dates,
 * with the entry it belongs to, the member it names and the balance after it. Nothing in it is ever
 * edited; a correction is a reversing entry whose metadata names the entry it reverses.
 */
export async function statementOf(
  ctx: AppContext,
  rawId: string,
  userId: string,
  from: string | undefined,
  to: string | undefined,
): Promise<{ statement: Statement; language: ReaderLanguage }> {
  const { community } = await requireMember(ctx.db, rawId, userId);
  const language = await languageOf(ctx, userId);
  const { start, until: end } = poolPeriod(community.created_at, from, to, ctx.clock.now());
  const code = accountSpecs.communityPool(community.id).code;
  const opening = await queryRow(
    ctx.db,
    z.object({ total: col.bigint }),
    sql`SELECT COALESCE(SUM(p.amount_cents), 0)::bigint AS total FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.code = ${code} AND p.created_at < ${start.toISOString()}::timestamptz`,
  );
  const found = await queryRows(
    ctx.db,
    z.object({
      entry_id: col.bigint,
      created_at: col.timestamp,
      kind: col.text,
      description: col.text,
      text: z.unknown(),
      user_id: col.text.nullable(),
      full_name: col.text.nullable(),
      amount_cents: col.bigint,
      reverses: col.text.nullable(),
    }),
    sql`SELECT j.id AS entry_id, p.created_at, j.kind, j.description, j.meta->'text' AS text, j.meta->>'userId' AS user_id, u.full_name,
               p.amount_cents, j.meta->>'reverses' AS reverses
        FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN journal_entries j ON j.id = p.entry_id
        LEFT JOIN users u ON u.id = j.meta->>'userId'
        WHERE a.code = ${code} AND p.created_at >= ${start.toISOString()}::timestamptz AND p.created_at < ${end.toISOString()}::timestamptz
        ORDER BY p.entry_id, p.id`,
  );
  const facts = await poolFacts(ctx.db, community, start, end, language);
  const chain = await chainUpTo(ctx, community.id, end, found[0]?.entry_id);
  let balance = opening?.total ?? 0n;
  const entries = found.map((r): StatementEntry => {
    const entryId = r.entry_id.toString();
    const link = chain.links.get(entryId);
    balance = link?.balanceCents ?? balance + r.amount_cents;
    return {
      entry_id: entryId,
      date: r.created_at.toISOString(),
      kind: r.reverses ? 'reversal' : (KINDS[r.kind] ?? 'payout'),
      description: describeEntry(language, r.description, r.text),
      user_id: r.user_id,
      full_name: r.full_name,
      amount: toKes(r.amount_cents),
      balance: toKes(balance),
      reverses: r.reverses,
      cycle: facts.cycleOf.get(entryId) ?? null,
      reason: facts.reasonOf.get(entryId) ?? null,
      hash: link?.hash ?? '',
    };
  });
  const statement = {
    community_id: community.id,
    name: community.name,
    from: from ?? null,
    to: to ?? null,
    opening: toKes(opening?.total ?? 0n),
    closing: toKes(balance),
    previous_hash: chain.previous,
    entries,
    members: facts.members,
  };
  return { statement, language };
}

/**
 * The pool's chain up to the end of a statement's period, by entry id, and the hash before the
 * statement's first entry (`first`; none: the head before the period's end, which then shows nothing).
 */
async function chainUpTo(ctx: AppContext, communityId: string, end: Date, first: bigint | undefined) {
  const all = await poolChain(ctx.db, communityId, end);
  const links = new Map(all.map((l) => [l.entryId.toString(), l]));
  const at = first === undefined ? all.length : all.findIndex((l) => l.entryId === first);
  const previous = at > 0 ? (all[at - 1]?.hash ?? poolChainStart(communityId)) : poolChainStart(communityId);
  return { links, previous };
}

/** The reader's language (Settings), which the pool statement is written in, whatever its format. */
async function languageOf(ctx: AppContext, userId: string): Promise<ReaderLanguage> {
  const reader = await queryRow(
    ctx.db,
    z.object({ language: col.text }),
    sql`SELECT language FROM users WHERE id = ${userId}`,
  );
  return reader?.language === 'sw' ? 'sw' : 'en';
}

/**
 * The pool's statement as a document (the PDF): the same movements, read a batch at a time from the
 * ledger by the statements module, each naming the member it is about, in the caller's language.
 */
export async function poolStatement(
  ctx: AppContext,
  rawId: string,
  userId: string,
  from: string | undefined,
  to: string | undefined,
): Promise<{ header: StatementHeader; statement: AccountStatement }> {
  const { community } = await requireMember(ctx.db, rawId, userId);
  const now = ctx.clock.now();
  const { first, last, start, until } = poolPeriod(community.created_at, from, to, now);
  const statement = await AccountStatement.open(ctx.db, accountSpecs.communityPool(community.id).code, start, until, {
    withParty: true,
  });
  const language = await languageOf(ctx, userId);
  const facts = await poolFacts(ctx.db, community, start, until, language);
  const chain = await chainUpTo(ctx, community.id, until, undefined);
  const hashes = {
    label: POOL_PROOF_WORDS.hash[language],
    of: new Map([...chain.links].map(([id, l]) => [id, l.hash])),
  };
  return {
    header: {
      kind: 'pool',
      name: community.name,
      phone: null,
      language,
      from: first,
      to: last,
      generatedAt: now,
      pool: { ...facts, hashes },
    },
    statement,
  };
}
