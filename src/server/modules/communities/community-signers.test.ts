import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { PayoutsResponse, PayoutView } from '../../../shared/schemas/communities';
import { createSession } from '../../auth/sessions';
import { col, queryRows } from '../../db/typed-rows';
import type { TestUser } from '../../testing/factories';
import { expectMessage } from '../../testing/expectations';
import { notificationsReadIn } from '../../testing/notifications';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import * as kit from './communities-test-kit';
import { cycleCloseJob } from './cycle-close';

/**
 * Who signs for a pool (decision 057): neither a request's proposer nor its recipient — an official
 * paid a payout, a rotation pot or a loan included — and a decided request lists only who counted.
 */
const clock = new TestClock(new Date('2028-03-01T09:00:00Z'));
const server = useTestServer({ clock });

const PAYS_YOU = 'This request pays you: your approval does not count. Other officials must approve it.';
const PAYS_YOU_SW = 'Ombi hili linakulipa wewe: idhini yako haihesabiwi. Viongozi wengine lazima waliidhinishe.';
const tooFew = (n: number) =>
  `This request could never be approved. Approvals it needs from officials other than the one who asks and the one it pays: 2. Such officials in this community now: ${n}. The chairperson can name more officials first.`;

const proposal = (c: { id: string; chair: TestUser }, amount: number, to: TestUser, language = 'en') =>
  server.api.post<{ payout: PayoutView }>(
    `/api/communities/${c.id}/payouts`,
    { amount, recipientUserId: to.id, reason: 'School fees' },
    { token: c.chair.token, headers: { 'accept-language': language } },
  );

/** An approval a second after the last, so that approvals list in the order given. */
const approve = (official: TestUser, id: string, payoutId: string) => {
  clock.advance(1_000);
  return kit.approve(server, official, id, payoutId);
};

const payouts = async (id: string, reader: TestUser) =>
  (await server.api.get<PayoutsResponse>(`/api/communities/${id}/payouts`, { token: reader.token })).body.payouts;

/** The texts "awaits your approval" a request sent, to whom. */
const askedToApprove = async (payoutId: string) =>
  (
    await queryRows(
      server.ctx.db,
      z.object({ user_id: col.text }),
      sql`SELECT user_id FROM sms_outbox WHERE event_key LIKE ${`community-proposed:${payoutId}:%`} ORDER BY user_id`,
    )
  ).map((r) => r.user_id);

describe('money paid to an official', () => {
  it('the chair proposing 300 to the treasurer of three officials needing two approvals is refused when made, saying why', async () => {
    const c = await kit.chamaOfOne(server, 1_000);
    expect((await kit.contributeVia(server, c.member, c.id, 1_000)).status).toBe(201);
    expectMessage(await proposal(c, 300, c.treasurer), 422, tooFew(1));
    expectMessage(
      await proposal(c, 300, c.treasurer, 'sw'),
      422,
      'Ombi hili lisingeweza kuidhinishwa kamwe. Idhini linazohitaji kutoka kwa viongozi wengine zaidi ya anayeomba na anayelipwa: 2. Viongozi kama hao katika chama hiki sasa: 1. Mwenyekiti anaweza kuteua viongozi zaidi kwanza.',
    );
    expect(await payouts(c.id, c.member)).toEqual([]);
  });

  it('needs two officials besides the proposer and the treasurer it pays: the treasurer cannot approve it', async () => {
    const c = await kit.chamaOfOne(server, 1_000);
    expect((await kit.contributeVia(server, c.member, c.id, 1_000)).status).toBe(201);
    await kit.setRoleVia(server, c.chair, c.id, c.member, 'secretary');
    for (const u of [c.chair, c.treasurer, c.secretary, c.member])
      await server.ctx.db.execute(sql`UPDATE users SET sms_notifications = true WHERE id = ${u.id}`);
    const asked = await proposal(c, 300, c.treasurer);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const id = asked.body.payout.payout_id;
    expect(await askedToApprove(id)).toEqual([c.secretary.id, c.member.id].sort());
    expectMessage(await approve(c.treasurer, c.id, id), 403, PAYS_YOU);
    const sw = await server.api.post(`/api/communities/${c.id}/payouts/${id}/approve`, undefined, {
      token: c.treasurer.token,
      headers: { 'accept-language': 'sw' },
    });
    expectMessage(sw, 403, PAYS_YOU_SW);
    const first = await approve(c.secretary, c.id, id);
    expect(first.body.payout).toMatchObject({ status: 'pending', approvals: [c.secretary.id] });
    const second = await approve(c.member, c.id, id);
    expect(second.body.payout).toMatchObject({ status: 'paid', approvals: [c.secretary.id, c.member.id] });
    expect(await kit.wallet(server, c.treasurer)).toBe(1_300);
    expect(await kit.pool(server, c.id)).toBe(700);
    await server.expectLedgerHealthy();
  });

  it('asking for a loan, an official cannot approve it: two other officials must', async () => {
    const c = await kit.chamaOfOne(server, 1_000);
    expect((await kit.contributeVia(server, c.member, c.id, 1_000)).status).toBe(201);
    // The treasurer's savings of 200 let them borrow 400 alone (loan multiple 3).
    expect((await kit.contributeVia(server, c.treasurer, c.id, 200)).status).toBe(201);
    const asked = await server.api.post<{ payout: PayoutView }>(
      `/api/communities/${c.id}/loans`,
      { amount: 400, months: 1 },
      { token: c.treasurer.token },
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const id = asked.body.payout.payout_id;
    expectMessage(await approve(c.treasurer, c.id, id), 403, PAYS_YOU);
    expect((await approve(c.chair, c.id, id)).body.payout.status).toBe('pending');
    const paid = await approve(c.secretary, c.id, id);
    expect(paid.body.payout).toMatchObject({ status: 'paid', approvals: [c.chair.id, c.secretary.id] });
    expect(await kit.wallet(server, c.treasurer)).toBe(1_000 - 200 + 400);
    await server.expectLedgerHealthy();
  });

  it('a rotation pot for an official too few others can approve is made anyway, and the chairperson told to name another official', async () => {
    const c = await kit.chamaOfOne(server, 2_000, {
      rotation: true,
      approvalsRequired: 3,
      firstDueDate: '2028-03-31',
      contributionAmount: 500,
    });
    const order = [c.treasurer.id, c.chair.id, c.secretary.id, c.member.id];
    expect(
      (await server.api.put(`/api/communities/${c.id}/rotation`, { order }, { token: c.chair.token })).status,
    ).toBe(200);
    for (const u of [c.chair, c.treasurer, c.secretary, c.member])
      expect((await kit.contributeVia(server, u, c.id, 500)).status).toBe(201);
    clock.set(new Date('2028-04-01T09:00:00Z'));
    for (const u of [c.chair, c.treasurer, c.secretary, c.member])
      u.token = await createSession(server.ctx.db, u.id, clock.now());
    await cycleCloseJob.run(server.ctx);
    const [pot] = await payouts(c.id, c.member);
    expect(pot).toMatchObject({
      kind: 'rotation',
      amount: 2_000,
      recipient_user_id: c.treasurer.id,
      status: 'pending',
    });
    const name = c.treasurer.fullName;
    expect(await notificationsReadIn(server, c.chair, 'en')).toContain(
      `Cycle 1 of "Umoja Chama" has closed: its pot of KES 2,000.00 is for ${name}, but too few officials other than ${name} can approve it, since nobody signs for money paid to themselves. Name another official so that it can be paid before the request expires in 7 days.`,
    );
    expect(await notificationsReadIn(server, c.chair, 'sw')).toContain(
      `Mzunguko 1 wa "Umoja Chama" umefungwa: malipo yake ya KES 2,000.00 ni ya ${name}, lakini viongozi wengine zaidi ya ${name} hawatoshi kuyaidhinisha, kwa kuwa hakuna anayeidhinisha pesa anazolipwa yeye mwenyewe. Teua kiongozi mwingine ili yalipwe kabla ombi halijapitwa na muda baada ya siku 7.`,
    );
    expect((await notificationsReadIn(server, c.secretary, 'en')).join('\n')).not.toContain('Name another official');
    const potId = pot?.payout_id ?? '';
    expectMessage(await approve(c.treasurer, c.id, potId), 403, PAYS_YOU);
    await kit.setRoleVia(server, c.chair, c.id, c.member, 'secretary');
    for (const u of [c.chair, c.secretary]) expect((await approve(u, c.id, potId)).status).toBe(200);
    const paid = await approve(c.member, c.id, potId);
    expect(paid.body.payout).toMatchObject({ status: 'paid', approvals: [c.chair.id, c.secretary.id, c.member.id] });
    expect(await kit.wallet(server, c.treasurer)).toBe(1_500 + 2_000);
    await server.expectLedgerHealthy();
  });
});

describe('a decided request lists who signed it then', () => {
  /** A chama of two approvals: the chair proposes 200 to a plain member; B (the treasurer) approves, then is made a plain member. */
  async function approvedByDemoted() {
    const c = await kit.chama(server, { plain: 2, walletKes: 1_000 });
    const [member, d] = c.members as [TestUser, TestUser];
    expect((await kit.contributeVia(server, member, c.id, 1_000)).status).toBe(201);
    await kit.setRoleVia(server, c.chair, c.id, d, 'secretary');
    const payout = await kit.proposeVia(server, c.chair, c.id, 200, member);
    expect((await approve(c.treasurer, c.id, payout.payout_id)).status).toBe(200);
    await kit.setRoleVia(server, c.chair, c.id, c.treasurer, 'member');
    return { ...c, member, d, payoutId: payout.payout_id };
  }

  it('paid: the approvals that paid it, not one made a plain member before', async () => {
    const c = await approvedByDemoted();
    expect((await approve(c.secretary, c.id, c.payoutId)).body.payout.status).toBe('pending');
    const paid = await approve(c.d, c.id, c.payoutId);
    expect(paid.body.payout).toMatchObject({ status: 'paid', approvals: [c.secretary.id, c.d.id] });
    // Made an official again afterwards, the demoted approver still did not sign it; a signer who leaves stays.
    await kit.setRoleVia(server, c.chair, c.id, c.treasurer, 'treasurer');
    await kit.setRoleVia(server, c.chair, c.id, c.d, 'member');
    const [listed] = await payouts(c.id, c.member);
    expect(listed).toMatchObject({ status: 'paid', approvals: [c.secretary.id, c.d.id] });
    await server.expectLedgerHealthy();
  });

  it('rejected: the approvals that counted when it was rejected', async () => {
    const c = await approvedByDemoted();
    expect((await approve(c.secretary, c.id, c.payoutId)).status).toBe(200);
    const rejected = await server.api.post<{ payout: PayoutView }>(
      `/api/communities/${c.id}/payouts/${c.payoutId}/reject`,
      undefined,
      { token: c.d.token },
    );
    expect(rejected.body.payout).toMatchObject({ status: 'rejected', approvals: [c.secretary.id] });
    await kit.setRoleVia(server, c.chair, c.id, c.treasurer, 'treasurer');
    await kit.setRoleVia(server, c.chair, c.id, c.secretary, 'member');
    expect((await payouts(c.id, c.member))[0]).toMatchObject({ status: 'rejected', approvals: [c.secretary.id] });
  });
});
