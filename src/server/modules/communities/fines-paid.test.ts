import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { col, queryRows } from '../../db/typed-rows';
import type { TestUser } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { clockedChamas, finesOf } from './community-clock-test-kit';
import { contributeVia, detail } from './communities-test-kit';
import { cycleCloseJob } from './cycle-close';

/**
 * The part of a membership's payments that settled fines is stored with the membership and kept by
 * every insert of a contribution or a fine (decision 076); it always equals the figure recomputed from
 * the payments' times and the fines (decision 058), which the ledger check compares.
 */
const clock = new TestClock(new Date('2029-05-01T09:00:00Z'));
const server = useTestServer({ clock });
const { at, chamaOfOneAt } = clockedChamas(server, clock);

const pay = async (u: TestUser, id: string, amount: number) => {
  const res = await contributeVia(server, u, id, amount);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};

/** Each membership's stored fines paid beside its recomputation, in cents, by user. */
const finesPaid = (id: string) =>
  queryRows(
    server.ctx.db,
    z.object({ member_id: col.bigint, user_id: col.text, stored: col.bigint, recomputed: col.bigint }),
    sql`SELECT id AS member_id, user_id, fines_paid_cents AS stored, community_fines_paid(id) AS recomputed
        FROM community_members WHERE community_id = ${id}::uuid ORDER BY user_id`,
  );

describe('fines paid, stored and recomputed', () => {
  it('a payment at the very instant a due date ends is late and settles the fine charged after it', async () => {
    // Weekly, KES 200, fine 50, cycle 1 due on Thursday 10 May 2029: it ends at 00:00 Nairobi on the
    // 11th, 21:00 UTC on the 10th.
    const c = await chamaOfOneAt('2029-05-03', 1000, {
      firstDueDate: '2029-05-10',
      frequency: 'weekly',
      contributionAmount: 200,
      lateFine: 50,
    });
    for (const u of [c.chair, c.treasurer]) await pay(u, c.id, 200);
    await at('2029-05-10T21:00:00.000Z');
    await pay(c.m, c.id, 250);
    // No fine yet: nothing of it settled one.
    expect((await finesPaid(c.id)).map((r) => [r.stored, r.recomputed])).toEqual([
      [0n, 0n],
      [0n, 0n],
      [0n, 0n],
      [0n, 0n],
    ]);

    // The close charges the member (paid at the end, not before it) and the secretary (never paid)
    // in one statement; the member's payment, made when the fine was already outstanding, settled it.
    await at('2029-05-11');
    await cycleCloseJob.run(server.ctx);
    const fined = [c.m.id, c.secretary.id].sort();
    expect((await finesOf(server, c.id)).map((f) => [f.user_id, f.cycle, f.amount_cents])).toEqual(
      fined.map((u) => [u, 1, 5000n]),
    );
    const settled = (rows: Awaited<ReturnType<typeof finesPaid>>) =>
      Object.fromEntries(rows.map((r) => [r.user_id, [r.stored, r.recomputed]]));
    expect(settled(await finesPaid(c.id))).toEqual({
      [c.chair.id]: [0n, 0n],
      [c.treasurer.id]: [0n, 0n],
      [c.secretary.id]: [0n, 0n],
      [c.m.id]: [5000n, 5000n],
    });
    const d = await detail(server, c.m, c.id);
    expect(d.members.find((x) => x.user_id === c.m.id)).toEqual(
      expect.objectContaining({ dues: 200, duesParts: { fines: 0, earlier: 0, current: 200 } }),
    );
    expect(d.income).toBe(50);

    // The secretary pays cycle 1 and the fine the next day: the fine first.
    await at('2029-05-12');
    await pay(c.secretary, c.id, 250);
    expect(settled(await finesPaid(c.id))[c.secretary.id]).toEqual([5000n, 5000n]);
    expect((await detail(server, c.m, c.id)).income).toBe(100);
    await server.expectLedgerHealthy();
  });

  it('the ledger check reports a stored figure that is not its recomputation', async () => {
    const c = await chamaOfOneAt('2029-06-01', 1000, {
      firstDueDate: '2029-06-07',
      contributionAmount: 200,
      lateFine: 50,
    });
    await at('2029-06-08');
    await cycleCloseJob.run(server.ctx);
    await pay(c.m, c.id, 100);
    const [row] = (await finesPaid(c.id)).filter((r) => r.user_id === c.m.id);
    expect(row && [row.stored, row.recomputed]).toEqual([5000n, 5000n]);
    expect(await server.ledgerViolations()).toEqual([]);
    const tamper = (cents: number) =>
      server.ctx.db.execute(
        sql`UPDATE community_members SET fines_paid_cents = fines_paid_cents + ${cents} WHERE id = ${row?.member_id.toString()}::bigint`,
      );
    await tamper(1);
    try {
      expect(await server.ledgerViolations()).toEqual([
        {
          rule: 'community_fines_paid',
          detail: `membership ${row?.member_id} stores fines paid 5001 but its payments and fines say 5000`,
        },
      ]);
    } finally {
      await tamper(-1);
    }
    await server.expectLedgerHealthy();
  });
});
