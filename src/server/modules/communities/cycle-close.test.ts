import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { drawRotation } from '../../../shared/rotation-draw';
import type { PayoutsResponse, RotationResponse } from '../../../shared/schemas/communities';
import { col, queryRows } from '../../db/typed-rows';
import type { TestUser } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { notificationsOf, notificationsReadIn } from '../../testing/notifications';
import { useTestServer } from '../../testing/use-test-server';
import { approve, contributeVia, detail, pool, proposeVia, wallet } from './communities-test-kit';
import { closeCyclesBatch, cycleCloseJob } from './cycle-close';
import { clockedChamas, finesOf as finesOfCommunity } from './community-clock-test-kit';
import { remindDues, remindDuesBatch } from './due-reminders';

/** The cycle close job driven by the test clock: fines once per missed cycle, rotation requests, expiry. */
const clock = new TestClock(new Date('2028-01-20T09:00:00Z'));
const server = useTestServer({ clock });

const { at, chamaAt, rotationChamaAt } = clockedChamas(server, clock);
const finesOf = (id: string) => finesOfCommunity(server, id);

describe('closing cycles across month ends and a leap year', () => {
  it('fines a late member once per missed cycle, whatever runs overlap, and catches up missed cycles', async () => {
    await at('2028-01-20');
    const { id, chair, treasurer, secretary, members } = await chamaAt({
      plain: 1,
      walletKes: 5000,
      fields: { firstDueDate: '2028-01-31', contributionAmount: 1000, lateFine: 100 },
    });
    const late = members[0]!;
    await server.ctx.db.execute(sql`UPDATE users SET sms_notifications = true WHERE id = ${late.id}`);
    for (const u of [chair, treasurer, secretary]) await contributeVia(server, u, id, 1000);
    // On the due date itself nothing is closed yet.
    await at('2028-01-31');
    await cycleCloseJob.run(server.ctx);
    expect(await finesOf(id)).toEqual([]);
    expect((await detail(server, late, id)).members.find((m) => m.user_id === late.id)?.dues).toBe(1000);
    // The day after, two runs at once charge once.
    await at('2028-02-01');
    await Promise.all([closeCyclesBatch(server.ctx), closeCyclesBatch(server.ctx), cycleCloseJob.run(server.ctx)]);
    await cycleCloseJob.run(server.ctx);
    expect(await finesOf(id)).toEqual([{ user_id: late.id, cycle: 1, amount_cents: 10000n }]);
    const texts = await queryRows(
      server.ctx.db,
      z.object({ message: col.text }),
      sql`SELECT message FROM sms_outbox WHERE user_id = ${late.id} AND category = 'community' AND message LIKE '%missed%'`,
    );
    expect(texts.map((t) => t.message)).toEqual([
      'Pamoja: you missed cycle 1 of Umoja Chama. A late fine of KES 100.00 was added to your dues.',
    ]);
    const d = await detail(server, late, id);
    expect(d.currentCycle).toMatchObject({ number: 2, dueDate: '2028-02-29' });
    // Dues are what must be paid by cycle 2's due date: the fine, cycle 1 and cycle 2.
    expect(d.members.find((m) => m.user_id === late.id)).toMatchObject({
      dues: 2100,
      duesParts: { fines: 100, earlier: 1000, current: 1000 },
    });
    expect(d.members.find((m) => m.user_id === chair.id)?.dues).toBe(1000);
    expect((await notificationsOf(server, late)).some((t) => t.includes('late fine') && t.includes('KES 100.00'))).toBe(
      true,
    );
    expect((await notificationsOf(server, chair)).some((t) => t.includes('missed'))).toBe(false);
    // Written by the one-statement pass in both languages: the member reads it in Kiswahili after switching.
    expect(await notificationsReadIn(server, late, 'sw')).toContain(
      'Hukulipa mchango wa mzunguko 1 wa "Umoja Chama". KES 100.00 zimeongezwa kwenye deni lako kama faini ya kuchelewa.',
    );
    // The member pays the fine and cycle 1 (fines first): nothing more is owed.
    await contributeVia(server, late, id, 1100);
    // Feb 29 and Mar 31 pass unseen: one run closes both, fining the member for cycles 2 and 3 only.
    await at('2028-04-01');
    await cycleCloseJob.run(server.ctx);
    expect((await finesOf(id)).map((f) => [f.user_id === late.id, f.cycle])).toEqual([
      [true, 1],
      ...[chair, treasurer, secretary, late].map(() => [expect.any(Boolean), 2]),
      ...[chair, treasurer, secretary, late].map(() => [expect.any(Boolean), 3]),
    ]);
    const after = await detail(server, late, id);
    expect(after.currentCycle).toMatchObject({ number: 4, dueDate: '2028-04-30' });
    // 2 fines + cycles 2, 3 and the current cycle 4 for everyone who paid only cycle 1.
    expect(after.members.find((m) => m.user_id === late.id)).toMatchObject({
      dues: 3200,
      duesParts: { fines: 200, earlier: 2000, current: 1000 },
    });
    // Income counts fines paid only: the late member's first fine; the fines of cycles 2 and 3 are unpaid.
    expect(after.income).toBe(100);
    await server.expectLedgerHealthy();
  });

  it('weekly cycles step by seven days', async () => {
    await at('2028-02-20');
    const { id, chair } = await chamaAt({
      plain: 0,
      fields: { firstDueDate: '2028-02-26', frequency: 'weekly', contributionAmount: 200, lateFine: 0 },
    });
    await at('2028-03-05');
    await cycleCloseJob.run(server.ctx);
    const d = await detail(server, chair, id);
    expect(d.currentCycle).toMatchObject({ number: 3, dueDate: '2028-03-11' });
    expect(d.members.find((m) => m.user_id === chair.id)?.dues).toBe(600);
    expect(await finesOf(id)).toEqual([]);
  });
});

describe('the merry-go-round', () => {
  it('a draw records its seed and anyone can recompute it; each change is logged', async () => {
    await at('2028-05-01');
    const { id, chair, members } = await chamaAt({
      plain: 3,
      fields: { rotation: true, firstDueDate: '2028-05-31' },
    });
    const drawn = await server.api.put<RotationResponse>(
      `/api/communities/${id}/rotation`,
      { draw: true },
      { token: chair.token },
    );
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);
    const last = drawn.body.log.at(-1)!;
    expect(last.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(await drawRotation(last.seed!, last.order)).toEqual(drawn.body.order);
    expect(last.order).toEqual(drawn.body.order);
    const member = members[0]!;
    expect(
      (await server.api.put(`/api/communities/${id}/rotation`, { draw: true }, { token: member.token })).status,
    ).toBe(403);
    const bad = await server.api.put(`/api/communities/${id}/rotation`, { order: [chair.id] }, { token: chair.token });
    expect(bad.status).toBe(422);
    const set = await server.api.put<RotationResponse>(
      `/api/communities/${id}/rotation`,
      { order: [...drawn.body.order].reverse() },
      { token: chair.token },
    );
    expect(set.body.order).toEqual([...drawn.body.order].reverse());
    const read = await server.api.get<RotationResponse>(`/api/communities/${id}/rotation`, { token: member.token });
    expect(read.body.log.length).toBe(drawn.body.log.length + 1);
    expect(read.body.log.at(-1)).toMatchObject({ seed: null, set_by: chair.id });
  });

  it("closing a cycle requests the pot for that cycle's recipient, approved like any payout", async () => {
    const { id, chair, treasurer, secretary, m } = await rotationChamaAt('2028-06-01', '2028-06-30');
    expect((await detail(server, m, id)).currentCycle.recipientUserId).toBe(m.id);
    for (const u of [chair, treasurer, m]) await contributeVia(server, u, id, 1000);
    await contributeVia(server, secretary, id, 400);
    await at('2028-07-01');
    await Promise.all([cycleCloseJob.run(server.ctx), cycleCloseJob.run(server.ctx)]);
    const list = await server.api.get<PayoutsResponse>(`/api/communities/${id}/payouts`, { token: m.token });
    expect(list.body.payouts).toEqual([
      expect.objectContaining({
        kind: 'rotation',
        amount: 3400,
        recipient_user_id: m.id,
        cycle: 1,
        status: 'pending',
        proposed_by: null,
      }),
    ]);
    const p = list.body.payouts[0]!;
    expect((await notificationsOf(server, secretary)).some((t) => t.includes('KES 3,400.00'))).toBe(true);
    expect((await notificationsReadIn(server, secretary, 'sw')).join('\n')).toContain(
      'umefungwa: malipo ya KES 3,400.00 kwa',
    );
    await approve(server, chair, id, p.payout_id);
    const paid = await approve(server, treasurer, id, p.payout_id);
    expect(paid.body.payout.status).toBe('paid');
    expect(await wallet(server, m)).toBe(2000 + 3400);
    expect(await pool(server, id)).toBe(0);
    expect((await detail(server, m, id)).currentCycle.recipientUserId).toBe(chair.id);
    // A member with dues cannot leave; the pot's recipient leaves with what they put in beyond the pot: nothing.
    const owing = await server.api.delete<{ message: string }>(`/api/communities/${id}/members/${secretary.id}`, {
      token: secretary.token,
    });
    expect(owing.status).toBe(422);
    expect(owing.body.message).toMatch(/dues/);
    const gone = await server.api.delete<{ refunded: number }>(`/api/communities/${id}/members/${m.id}`, {
      token: m.token,
    });
    expect(gone.body.refunded).toBe(0);
    await server.expectLedgerHealthy();
  });

  it('an unapproved request expires after 7 days', async () => {
    await at('2028-08-01');
    const { id, chair, treasurer, members } = await chamaAt({ plain: 1, fields: { firstDueDate: '2028-08-31' } });
    const p = await proposeVia(server, treasurer, id, 10, members[0]!);
    await at('2028-08-08');
    clock.advance(60_000);
    await cycleCloseJob.run(server.ctx);
    const list = await server.api.get<PayoutsResponse>(`/api/communities/${id}/payouts`, { token: chair.token });
    expect(list.body.payouts.find((x) => x.payout_id === p.payout_id)?.status).toBe('expired');
    expect((await approve(server, chair, id, p.payout_id)).status).toBe(409);
    expect((await notificationsOf(server, chair)).some((t) => t.includes('expired'))).toBe(true);
    expect((await notificationsReadIn(server, chair, 'sw')).some((t) => t.includes('Ombi la kulipa'))).toBe(true);
  });
});

describe('dues reminders', () => {
  const smsOf = (userId: string) =>
    queryRows(
      server.ctx.db,
      z.object({ message: col.text }),
      sql`SELECT message FROM sms_outbox WHERE user_id = ${userId} ORDER BY id`,
    );
  const reminders = async (u: TestUser) => (await notificationsOf(server, u)).filter((t) => t.includes(' is due on '));

  it('tells each member who still owes, three days ahead, once per cycle, in the app and by SMS', async () => {
    await at('2028-03-01');
    const { id, chair, treasurer, secretary, members } = await chamaAt({
      plain: 1,
      walletKes: 5000,
      fields: { name: 'Umoja Chama', firstDueDate: '2028-03-10', contributionAmount: 1000, lateFine: 0 },
    });
    const owing = members[0]!;
    // Texts are on by default: only `owing` keeps them here.
    for (const u of [chair, treasurer, secretary, owing])
      await server.ctx.db.execute(sql`UPDATE users SET sms_notifications = ${u === owing} WHERE id = ${u.id}`);
    await contributeVia(server, chair, id, 1000);
    await contributeVia(server, treasurer, id, 400);
    await contributeVia(server, secretary, id, 2000);
    // Four days ahead: not yet.
    await at('2028-03-06');
    await remindDues(server.ctx);
    expect(await reminders(owing)).toEqual([]);
    // Three days ahead: those who owe are told what they owe, once, whatever runs overlap.
    await at('2028-03-07');
    await Promise.all([remindDuesBatch(server.ctx), remindDuesBatch(server.ctx), cycleCloseJob.run(server.ctx)]);
    await remindDues(server.ctx);
    expect(await reminders(owing)).toEqual([
      'Your contribution of KES 1,000.00 to "Umoja Chama" is due on 10 Mar 2028.',
    ]);
    expect(await reminders(treasurer)).toEqual([
      'Your contribution of KES 600.00 to "Umoja Chama" is due on 10 Mar 2028.',
    ]);
    expect(await reminders(chair)).toEqual([]);
    expect(await reminders(secretary)).toEqual([]);
    expect(await notificationsReadIn(server, owing, 'sw')).toContain(
      'Mchango wako wa KES 1,000.00 kwa "Umoja Chama" unapaswa kulipwa tarehe 10 Mac 2028.',
    );
    expect((await smsOf(owing.id)).map((t) => t.message)).toEqual([
      'Pamoja: your contribution of KES 1,000.00 to Umoja Chama is due on 10 Mar 2028. Pay from your Pamoja wallet.' +
        ` Or pay by M-Pesa: Business number ${server.ctx.config.mpesa.c2bShortcode}, Account C${id.slice(0, 8)}-${owing.localPhone}.`,
    ]);
    expect(await smsOf(treasurer.id)).toEqual([]);
    // The next cycle is reminded in its turn: the secretary paid ahead and still owes nothing.
    await at('2028-04-07');
    await cycleCloseJob.run(server.ctx);
    expect(await reminders(owing)).toEqual([
      'Your contribution of KES 1,000.00 to "Umoja Chama" is due on 10 Mar 2028.',
      'Your contribution of KES 2,000.00 (KES 1,000.00 from earlier cycles, KES 1,000.00 for this cycle) to "Umoja Chama" is due on 10 Apr 2028.',
    ]);
    // The SMS gives the same figure with its parts, in the member's language.
    expect((await smsOf(owing.id)).map((t) => t.message).at(-1)).toBe(
      'Pamoja: your contribution of KES 2,000.00 (KES 1,000.00 from earlier cycles, KES 1,000.00 for this cycle) to Umoja Chama is due on 10 Apr 2028. Pay from your Pamoja wallet.' +
        ` Or pay by M-Pesa: Business number ${server.ctx.config.mpesa.c2bShortcode}, Account C${id.slice(0, 8)}-${owing.localPhone}.`,
    );
    expect(await notificationsReadIn(server, owing, 'sw')).toContain(
      'Mchango wako wa KES 2,000.00 (KES 1,000.00 za mizunguko iliyopita, KES 1,000.00 za mzunguko huu) kwa "Umoja Chama" unapaswa kulipwa tarehe 10 Apr 2028.',
    );
    expect(await reminders(secretary)).toEqual([]);
    expect((await reminders(chair)).at(-1)).toBe(
      'Your contribution of KES 1,000.00 to "Umoja Chama" is due on 10 Apr 2028.',
    );
  });
});
