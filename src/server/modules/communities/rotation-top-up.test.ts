import { describe, expect, it } from 'vitest';
import type { PayoutsResponse } from '../../../shared/schemas/communities';
import { TestClock } from '../../testing/test-server';
import { notificationsOf, notificationsReadIn } from '../../testing/notifications';
import { useTestServer } from '../../testing/use-test-server';
import { clockedChamas } from './community-clock-test-kit';
import { approve, contributeVia, detail, pool, wallet } from './communities-test-kit';
import { cycleCloseJob } from './cycle-close';

/** Late payments towards a closed rotation cycle belong to its recipient (decision 058). */
const clock = new TestClock(new Date('2030-01-01T09:00:00Z'));
const server = useTestServer({ clock });
const { at, rotationChamaAt } = clockedChamas(server, clock);

describe('the merry-go-round after a cycle closed', () => {
  it('a late payment towards a closed cycle opens a top-up request for its recipient; the cycle shows expected, paid, paid out and still owed', async () => {
    const { id, chair, treasurer, secretary, m } = await rotationChamaAt('2030-01-20', '2030-01-31');
    for (const u of [chair, treasurer]) expect((await contributeVia(server, u, id, 1000)).status).toBe(201);
    await at('2030-02-01');
    await cycleCloseJob.run(server.ctx);
    const payouts = async () =>
      (await server.api.get<PayoutsResponse>(`/api/communities/${id}/payouts`, { token: m.token })).body.payouts;
    const [pot] = await payouts();
    expect(pot).toMatchObject({ kind: 'rotation', cycle: 1, amount: 2000, recipient_user_id: m.id });
    // The secretary pays cycle 1 late: the fine first, then 1,000 towards cycle 1, which belongs to its recipient.
    expect((await contributeVia(server, secretary, id, 1050)).status).toBe(201);
    const topUp = (await payouts()).find((p) => p.payout_id !== pot!.payout_id);
    expect(topUp).toMatchObject({
      kind: 'rotation',
      cycle: 1,
      amount: 1000,
      recipient_user_id: m.id,
      status: 'pending',
      proposed_by: null,
      required: 2,
    });
    expect((await notificationsOf(server, chair)).some((t) => t.includes('Late payments reached cycle 1'))).toBe(true);
    expect((await notificationsReadIn(server, chair, 'sw')).join('\n')).toContain(
      'Michango iliyochelewa imefika kwa mzunguko 1',
    );
    const before = await detail(server, m, id);
    expect(before.previousCycle).toMatchObject({
      number: 1,
      closing: false,
      recipientUserId: m.id,
      expected: 4000,
      collected: 3000,
      paidOut: 0,
      owed: 3000,
    });
    // Cycle 2 is not short for it: the late money went to cycle 1.
    expect(before.currentCycle).toMatchObject({ number: 2, collected: 0, paidOut: 0, owed: 0 });
    await approve(server, chair, id, pot!.payout_id);
    expect((await approve(server, treasurer, id, pot!.payout_id)).body.payout.status).toBe('paid');
    expect((await detail(server, m, id)).previousCycle).toMatchObject({ collected: 3000, paidOut: 2000, owed: 1000 });
    await approve(server, chair, id, topUp!.payout_id);
    expect((await approve(server, treasurer, id, topUp!.payout_id)).body.payout.status).toBe('paid');
    expect((await detail(server, m, id)).previousCycle).toMatchObject({ collected: 3000, paidOut: 3000, owed: 0 });
    expect(await wallet(server, m)).toBe(3000 + 3000);
    // The fine stays in the pool as income.
    expect(await pool(server, id)).toBe(50);
    // Paying ahead within the current cycle opens nothing more.
    expect((await contributeVia(server, secretary, id, 1000)).status).toBe(201);
    expect(await payouts()).toHaveLength(2);
    await server.expectLedgerHealthy();
  });

  it('two late payments at once towards a closed cycle open two top-ups, each numbered once', async () => {
    const { id, chair, treasurer, secretary, m } = await rotationChamaAt('2030-04-20', '2030-04-30');
    for (const u of [chair, treasurer]) expect((await contributeVia(server, u, id, 1000)).status).toBe(201);
    await at('2030-05-01');
    await cycleCloseJob.run(server.ctx);
    const paid = await Promise.all([contributeVia(server, secretary, id, 1050), contributeVia(server, m, id, 1050)]);
    expect(paid.map((r) => r.status)).toEqual([201, 201]);
    const list = await server.api.get<PayoutsResponse>(`/api/communities/${id}/payouts`, { token: m.token });
    expect(list.body.payouts.map((p) => [p.kind, p.cycle, p.amount]).sort()).toEqual([
      ['rotation', 1, 1000],
      ['rotation', 1, 1000],
      ['rotation', 1, 2000],
    ]);
    expect((await detail(server, m, id)).previousCycle).toMatchObject({ expected: 4000, collected: 4000, owed: 4000 });
    await server.expectLedgerHealthy();
  });
});
