import { describe, expect, it } from 'vitest';
import type { CommunitiesListResponse, CommunityDetail } from '../../../shared/schemas/communities';
import type { TestUser } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { dial, PIN, setPinVia } from '../ussd/ussd-test-kit';
import { clockedChamas, finesOf } from './community-clock-test-kit';
import { contributeVia, dayAfter, detail } from './communities-test-kit';
import { closeCyclesBatch, cycleCloseJob } from './cycle-close';

/**
 * One dues figure (what must be paid by the current cycle's due date) and fines decided from the
 * payments' times, whenever the close job runs (docs/product/communities.md, decision 058).
 */
const clock = new TestClock(new Date('2029-01-01T09:00:00Z'));
const server = useTestServer({ clock });
const { at, chamaAt, chamaOfOneAt } = clockedChamas(server, clock);

const pay = async (u: TestUser, id: string, amount: number) => {
  const res = await contributeVia(server, u, id, amount);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const mine = (d: CommunityDetail, u: TestUser) => d.members.find((m) => m.user_id === u.id);

/**
 * A weekly chama (KES 200, fine 50) due first on `first`, whose officials paid five cycles ahead and
 * whose member pays 3 days after cycle 1's due date, enough for cycle 2 before its date, nothing for
 * cycle 3, and enough for cycle 4 before its date. `daily` runs the close job every day; otherwise
 * it runs once on day 16 for one pass (a restart: it closes only cycle 1, after the late payment)
 * and then on day 22.
 */
async function lateMember(first: string, daily: boolean) {
  await at(dayAfter(first, -10));
  const c = await chamaAt({
    plain: 1,
    walletKes: 5000,
    fields: { firstDueDate: first, frequency: 'weekly', contributionAmount: 200, lateFine: 50 },
  });
  const m = c.members[0]!;
  for (const u of [c.chair, c.treasurer, c.secretary]) await pay(u, c.id, 1000);
  const payments = new Map([
    [3, 200],
    [5, 250],
    [20, 500],
  ]);
  for (let day = -9; day <= 21; day++) {
    const amount = payments.get(day);
    if (!daily && amount === undefined && day !== 16) continue;
    await at(dayAfter(first, day));
    if (amount !== undefined) await pay(m, c.id, amount);
    if (daily) await cycleCloseJob.run(server.ctx);
    else if (day === 16) await closeCyclesBatch(server.ctx);
  }
  await at(dayAfter(first, 22));
  await cycleCloseJob.run(server.ctx);
  const d = await detail(server, m, c.id);
  const fines = (await finesOf(server, c.id)).map((f) => [f.user_id === m.id ? 'member' : 'official', f.cycle]);
  return { fines, dues: mine(d, m), income: d.income, cycle: d.currentCycle.number };
}

describe('fines judged by when members paid, not by when the job ran', () => {
  it('a job run every day and one run late after a restart charge the same fines', async () => {
    const daily = await lateMember('2029-01-13', true);
    const late = await lateMember('2029-03-10', false);
    // Cycle 1 paid 3 days late (before the late job ran): fined; cycle 2 paid in time, fine first:
    // not fined; cycle 3 unpaid: fined; cycle 4 paid before its date: not fined.
    const expected = {
      fines: [
        ['member', 1],
        ['member', 3],
      ],
      dues: expect.objectContaining({ dues: 150, duesParts: { fines: 0, earlier: 0, current: 150 } }),
      // Both fines were paid (each payment settles the fines outstanding when it was made first).
      income: 100,
      cycle: 5,
    };
    expect(daily).toEqual(expected);
    expect(late).toEqual(expected);
    await server.expectLedgerHealthy();
  });

  it('the end of the due date in Nairobi decides; income counts fines only once paid; USSD shows the one figure', async () => {
    const { id, chair, treasurer, secretary, m } = await chamaOfOneAt('2029-06-20', 5000, {
      firstDueDate: '2029-06-30',
      contributionAmount: 1000,
      lateFine: 100,
    });
    await pay(m, id, 1000);
    // 23:59 in Nairobi on the due date: in time. 00:00:30 the next day: late, though the job has not run yet.
    await at('2029-06-30T20:59:00Z');
    await pay(chair, id, 1000);
    await at('2029-06-30T21:00:30Z');
    await pay(treasurer, id, 1000);
    // Before the close has run, the screen shows cycle 1's close as pending.
    const pending = await detail(server, chair, id);
    expect(pending.currentCycle.number).toBe(2);
    expect(pending.previousCycle).toMatchObject({ number: 1, closing: true, collected: 3000, expected: 4000 });
    await at('2029-06-30T21:05:00Z');
    await cycleCloseJob.run(server.ctx);
    expect((await detail(server, chair, id)).previousCycle).toMatchObject({ number: 1, closing: false });
    const fined = (await finesOf(server, id)).map((f) => f.user_id);
    expect(fined.sort()).toEqual([treasurer.id, secretary.id].sort());
    // Cycle 2 passes: everyone who paid only cycle 1 is fined; the secretary a second time.
    await at('2029-08-01');
    await cycleCloseJob.run(server.ctx);
    const d = await detail(server, chair, id);
    // Only the treasurer's fine was paid (her late payment settled it first); the others' are owed, not income.
    expect(d.income).toBe(100);
    expect(mine(d, treasurer)).toMatchObject({ dues: 2200, duesParts: { fines: 100, earlier: 1100, current: 1000 } });
    expect(mine(d, secretary)).toMatchObject({ dues: 3200, duesParts: { fines: 200, earlier: 2000, current: 1000 } });
    await setPinVia(server, secretary);
    expect(await dial(server, secretary.phone)(`${PIN}*5*1`)).toBe(
      'CON Umoja Chama: Due KES 3,200.00 (KES 200.00 fine, KES 2,000.00 from earlier cycles, KES 1,000.00 for this cycle).\nEnter amount (KES):',
    );
    await server.expectLedgerHealthy();
  });
});

describe('one dues figure', () => {
  it('paid ahead reads the same negative figure in the answer, the member, the list and USSD', async () => {
    const { id, m } = await chamaOfOneAt('2029-09-01', 5000, {
      firstDueDate: '2029-09-10',
      contributionAmount: 1000,
      lateFine: 0,
    });
    const ahead = { fines: 0, earlier: 0, current: 0 };
    expect(await pay(m, id, 2500)).toMatchObject({ dues: -1500, duesParts: ahead });
    expect(mine(await detail(server, m, id), m)).toMatchObject({ dues: -1500, duesParts: ahead });
    const list = await server.api.get<CommunitiesListResponse>('/api/communities', { token: m.token });
    expect(list.body.communities.find((c) => c.community_id === id)).toMatchObject({
      myDues: -1500,
      myDuesParts: ahead,
    });
    await setPinVia(server, m);
    expect(await dial(server, m.phone)(`${PIN}*5*1`)).toBe(
      'CON Umoja Chama: Due KES 0.00 (paid ahead KES 1,500.00).\nEnter amount (KES):',
    );
  });

  it('leaving looks only at arrears: the current cycle, even on its due date, keeps nobody in', async () => {
    await at('2029-10-01');
    const { id, chair, members } = await chamaAt({
      plain: 2,
      walletKes: 5000,
      fields: { firstDueDate: '2029-10-10', contributionAmount: 1000, lateFine: 50 },
    });
    const [leaver, stayer] = members as [TestUser, TestUser];
    await at('2029-10-10');
    expect(mine(await detail(server, leaver, id), leaver)?.dues).toBe(1000);
    const left = await server.api.delete<{ refunded: number }>(`/api/communities/${id}/members/${leaver.id}`, {
      token: leaver.token,
    });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    // Once cycle 1's due date has passed, what is unpaid is late: no leaving, no removal.
    await at('2029-10-11');
    await cycleCloseJob.run(server.ctx);
    const refused = await server.api.delete<{ message: string }>(`/api/communities/${id}/members/${stayer.id}`, {
      token: stayer.token,
    });
    expect(refused.status).toBe(422);
    const removal = await server.api.delete(`/api/communities/${id}/members/${stayer.id}`, { token: chair.token });
    expect(removal.status).toBe(422);
    // Paying the arrears (fine and cycle 1) is enough; cycle 2, not yet due, does not keep them in.
    await pay(stayer, id, 1050);
    const out = await server.api.delete(`/api/communities/${id}/members/${stayer.id}`, { token: stayer.token });
    expect(out.status).toBe(200);
    await server.expectLedgerHealthy();
  });
});
