import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { col, queryRows } from '../../db/typed-rows';
import { InstanceGroup } from '../../testing/instances';
import { notificationsOf } from '../../testing/notifications';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { clockedChamas } from './community-clock-test-kit';
import { contributeVia, smsTextsOf } from './communities-test-kit';
import { poolNoticeJob } from './pool-notices';
import { statementJson } from './pool-proof-test-kit';

/**
 * The monthly pool notice (docs/product/proof.md, decision 083): on the 1st every member hears the pool's
 * balance and its fingerprint as the month began — once per community and month, whichever instance
 * runs the job, however often, and caught up by the first run after a stop.
 */
const clock = new TestClock(new Date('2030-01-10T09:00:00Z'));
const server = useTestServer({ clock });
const { at, chamaOfOneAt } = clockedChamas(server, clock);

const poolTexts = async (u: { id: string }) => (await smsTextsOf(server, u)).filter((t) => t.includes('fingerprint'));
const poolNotes = async (u: { id: string }) =>
  (await notificationsOf(server, u)).filter((t) => /Pool fingerprint|Alama ya mfuko/.test(t));
const noticesOf = (id: string) =>
  queryRows(
    server.ctx.db,
    z.object({ month: col.text, entries: col.int, balance_cents: col.bigint, head: col.text }),
    sql`SELECT month::text AS month, entries, balance_cents, head FROM community_pool_notices
        WHERE community_id = ${id}::uuid ORDER BY month`,
  );

describe('the monthly pool notice', () => {
  it('tells every member once a month, across instances and a restart, with the head as the month began', async () => {
    const c = await chamaOfOneAt('2030-01-10', 3000, { contributionAmount: 500 });
    const everyone = [c.chair, c.treasurer, c.secretary, c.m];
    await server.ctx.db.execute(sql`UPDATE users SET sms_notifications = true WHERE id IN (${c.chair.id}, ${c.m.id})`);
    await server.ctx.db.execute(
      sql`UPDATE users SET sms_notifications = false WHERE id IN (${c.treasurer.id}, ${c.secretary.id})`,
    );
    await server.ctx.db.execute(sql`UPDATE users SET language = 'sw' WHERE id = ${c.m.id}`);
    await contributeVia(server, c.chair, c.id, 1000);
    await contributeVia(server, c.m, c.id, 500);
    await at('2030-01-31T20:59:00Z'); // 23:59 in Nairobi on 31 January
    await contributeVia(server, c.treasurer, c.id, 200);
    await at('2030-01-31T21:02:00Z'); // 1 February, 00:02 in Nairobi: after the month began
    await contributeVia(server, c.secretary, c.id, 300);

    // Two instances on one database; the first runs within the grace after midnight: nothing yet.
    const group = new InstanceGroup(server.ctx.database, clock);
    try {
      const [one, two] = [await group.start({}, { ownPool: true }), await group.start({}, { ownPool: true })];
      await poolNoticeJob.run(one.ctx);
      expect(await noticesOf(c.id)).toEqual([]);
      await at('2030-01-31T21:30:00Z');
      await Promise.all([poolNoticeJob.run(one.ctx), poolNoticeJob.run(two.ctx), poolNoticeJob.run(one.ctx)]);
    } finally {
      await group.close();
    }
    const feb = await statementJson(server, c.chair, c.id);
    const lastOfJanuary = feb.statement.entries[2];
    expect(lastOfJanuary).toMatchObject({ amount: 200, balance: 1700 });
    const head = lastOfJanuary?.hash ?? '';
    expect(await noticesOf(c.id)).toEqual([{ month: '2030-02-01', entries: 3, balance_cents: 170000n, head }]);
    for (const u of everyone) expect(await poolNotes(u), u.fullName).toHaveLength(1);
    expect(await poolNotes(c.chair)).toEqual([
      `The pool of "Umoja Chama" held KES 1,700.00 when 1 Feb 2030 began, after 3 entries. Pool fingerprint: ${head.slice(0, 8)}. In the pool statement, the hash of the last entry before that day starts with these 8 characters; if it ever does not, the pool’s history was changed.`,
    ]);
    expect(await poolTexts(c.chair)).toEqual([
      `Pamoja: Umoja Chama pool held KES 1,700.00 on 1 Feb 2030. Pool fingerprint ${head.slice(0, 8)}. Keep this text to check the pool statement later.`,
    ]);
    expect(await smsTextsOf(server, c.m)).toContain(
      `Pamoja: mfuko wa Umoja Chama ulikuwa na KES 1,700.00 tarehe 1 Feb 2030. Alama ya mfuko ${head.slice(0, 8)}. Hifadhi ujumbe huu ukague taarifa ya mfuko baadaye.`,
    );
    for (const u of [c.treasurer, c.secretary]) expect(await poolTexts(u)).toEqual([]);

    // Stopped through March 1st, the app restarts on the 20th: March is told once, the chain continued.
    await contributeVia(server, c.m, c.id, 100);
    await at('2030-03-20');
    await contributeVia(server, c.m, c.id, 50); // after March began: not in March's notice
    const restarted = new InstanceGroup(server.ctx.database, clock);
    try {
      const app = await restarted.start();
      await poolNoticeJob.run(app.ctx);
      await poolNoticeJob.run(app.ctx);
    } finally {
      await restarted.close();
    }
    const march = await statementJson(server, c.m, c.id);
    const lastOfFebruary = march.statement.entries[4];
    expect(lastOfFebruary).toMatchObject({ amount: 100, balance: 2100 });
    expect((await noticesOf(c.id)).at(-1)).toEqual({
      month: '2030-03-01',
      entries: 5,
      balance_cents: 210000n,
      head: lastOfFebruary?.hash,
    });
    for (const u of everyone) expect(await poolNotes(u), u.fullName).toHaveLength(2);
    expect(await poolTexts(c.chair)).toHaveLength(2);
    expect((await poolTexts(c.chair)).at(-1)).toContain(
      `held KES 2,100.00 on 1 Mar 2030. Pool fingerprint ${lastOfFebruary?.hash.slice(0, 8)}.`,
    );
    await server.expectLedgerHealthy();
  });
});
