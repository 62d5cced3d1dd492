import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CommunitiesListResponse, PayoutsResponse } from '../../../shared/schemas/communities';
import { createUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { notificationsOf } from '../../testing/notifications';
import * as kit from './communities-test-kit';
import { COMMUNITY_ERRORS } from './community-texts';

/** Contributions into the pool and payouts out of it with maker-checker approvals. */
const server = useTestServer();

describe('contributions', () => {
  it('move wallet → pool once per Idempotency-Key, settle dues and allow paying ahead', async () => {
    const { id, member: m } = await kit.chamaOfOne(server, 5000);
    const first = await kit.contributeVia(server, m, id, 1500, 'contrib-key-1');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // Cycle 1 (not yet due) is what must be paid by its due date: 1,500 pays it and 500 ahead.
    const ahead = { fines: 0, earlier: 0, current: 0 };
    expect(first.body).toMatchObject({ dues: -500, duesParts: ahead, poolBalance: 1500 });
    const again = await kit.contributeVia(server, m, id, 1500, 'contrib-key-1');
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ dues: -500, duesParts: ahead, poolBalance: 1500 });
    expect(await kit.wallet(server, m)).toBe(3500);
    expect(await kit.pool(server, id)).toBe(1500);
    const d = await kit.detail(server, m, id);
    expect(d.members.find((x) => x.user_id === m.id)).toMatchObject({
      contributed: 1500,
      dues: -500,
      duesParts: ahead,
    });
    const list = await server.api.get<CommunitiesListResponse>('/api/communities', { token: m.token });
    expect(list.body.communities[0]).toMatchObject({ myDues: -500, myDuesParts: ahead });
    expect(d.currentCycle).toMatchObject({ number: 1, collected: 1000, expected: 4000 });
    await server.expectLedgerHealthy();
  });

  it('refuses more than the wallet holds, bad amounts and bad keys, moving nothing', async () => {
    const { id, member: m } = await kit.chamaOfOne(server, 100);
    const over = await kit.contributeVia(server, m, id, 100.01);
    expect(over.status).toBe(422);
    expect(over.body.message).toMatch(/Insufficient balance/);
    for (const amount of [0, -5, 1.001, '10', null]) {
      const res = await server.api.post(`/api/communities/${id}/contributions`, { amount }, { token: m.token });
      expect(res.status, String(amount)).toBe(400);
    }
    const badKey = await server.api.post(
      `/api/communities/${id}/contributions`,
      { amount: 1 },
      {
        token: m.token,
        headers: { 'idempotency-key': 'x' },
      },
    );
    expect(badKey.status).toBe(400);
    expect(await kit.wallet(server, m)).toBe(100);
    expect(await kit.pool(server, id)).toBe(0);
    await server.expectLedgerHealthy();
  });

  it('two contributions racing for one wallet: one wins, one is refused, nothing is lost', async () => {
    const { id, member: m } = await kit.chamaOfOne(server, 1000);
    const results = await Promise.all([kit.contributeVia(server, m, id, 700), kit.contributeVia(server, m, id, 700)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(await kit.wallet(server, m)).toBe(300);
    expect(await kit.pool(server, id)).toBe(700);
    await server.expectLedgerHealthy();
  });
});

describe('payouts (maker-checker)', () => {
  it("the proposer's approval never counts; at the required approvals the money moves and every member is told", async () => {
    const { id, chair, treasurer, secretary, member: m } = await kit.chamaOfOne(server, 2000);
    for (const u of [chair, treasurer, secretary, m])
      expect((await kit.contributeVia(server, u, id, 1000)).status).toBe(201);
    const p = await kit.proposeVia(server, treasurer, id, 2500, m);
    expect(p).toMatchObject({
      kind: 'payout',
      amount: 2500,
      recipient_user_id: m.id,
      status: 'pending',
      approvals: [],
      required: 2,
    });
    const own = await kit.approve(server, treasurer, id, p.payout_id);
    expect(own.status).toBe(403);
    // A member (not an official) cannot approve or propose.
    expect((await kit.approve(server, m, id, p.payout_id)).status).toBe(403);
    expect(
      (
        await server.api.post(
          `/api/communities/${id}/payouts`,
          { amount: 1, recipientUserId: m.id, reason: 'x' },
          { token: m.token },
        )
      ).status,
    ).toBe(403);
    const one = await kit.approve(server, chair, id, p.payout_id);
    expect(one.status).toBe(200);
    expect(one.body.payout).toMatchObject({ status: 'pending', approvals: [chair.id] });
    expect((await kit.approve(server, chair, id, p.payout_id)).status).toBe(409);
    const before = await kit.wallet(server, m);
    const two = await kit.approve(server, secretary, id, p.payout_id);
    expect(two.status).toBe(200);
    expect(two.body.payout).toMatchObject({ status: 'paid', approvals: [chair.id, secretary.id] });
    expect(await kit.wallet(server, m)).toBe(before + 2500);
    expect(await kit.pool(server, id)).toBe(1500);
    for (const u of [chair, treasurer, secretary, m])
      expect(
        (await notificationsOf(server, u)).some((t) => t.includes('KES 2,500.00') && t.includes('has been paid')),
      ).toBe(true);
    const list = await server.api.get<PayoutsResponse>(`/api/communities/${id}/payouts`, { token: m.token });
    expect(list.body.payouts).toHaveLength(1);
    expect((await kit.approve(server, treasurer, id, p.payout_id)).status).toBe(409);
    await server.expectLedgerHealthy();
  });

  it('texts the other officials that a payout awaits them, and every member who takes texts when it is paid', async () => {
    const { id, chair, treasurer, secretary, members } = await kit.chama(server, { plain: 2, walletKes: 1000 });
    const [m, quiet] = [members[0]!, members[1]!];
    // Texts are on by default; `quiet` turned them off.
    for (const u of [chair, treasurer, secretary, m])
      await server.ctx.db.execute(sql`UPDATE users SET sms_notifications = true WHERE id = ${u.id}`);
    await server.ctx.db.execute(sql`UPDATE users SET sms_notifications = false WHERE id = ${quiet.id}`);
    await kit.contributeVia(server, chair, id, 1000);
    const texts = (u: { id: string }) => kit.smsTextsOf(server, u);
    const p = await kit.proposeVia(server, treasurer, id, 600, m);
    const awaiting = `Pamoja: a payout of KES 600.00 to ${m.fullName} from Umoja Chama awaits your approval.`;
    expect(await texts(chair)).toEqual([awaiting]);
    expect(await texts(secretary)).toEqual([awaiting]);
    expect(await texts(treasurer)).toEqual([]);
    expect(await texts(m)).toEqual([]);
    await kit.approve(server, chair, id, p.payout_id);
    await kit.approve(server, secretary, id, p.payout_id);
    // The recipient hears where the money is, in the second person; the others whose wallet it went to.
    expect(await texts(m)).toEqual(['Pamoja: KES 600.00 from Umoja Chama is in your Pamoja wallet (not M-Pesa).']);
    expect((await texts(treasurer)).at(-1)).toBe(
      `Pamoja: KES 600.00 from Umoja Chama has been paid into ${m.fullName}'s Pamoja wallet.`,
    );
    expect(await texts(quiet)).toEqual([]);
  });

  it('stays pending when the pool lacks the money, and pays once it holds it', async () => {
    const { id, chair, treasurer, secretary, member: m } = await kit.chamaOfOne(server, 3000);
    const p = await kit.proposeVia(server, treasurer, id, 1000, m);
    expect((await kit.approve(server, chair, id, p.payout_id)).body.payout.status).toBe('pending');
    const short = await kit.approve(server, secretary, id, p.payout_id);
    expect(short.status).toBe(200);
    expect(short.body.payout).toMatchObject({ status: 'pending', approvals: [chair.id, secretary.id] });
    expect(short.body.message).toMatch(/does not hold enough/);
    expect(await kit.pool(server, id)).toBe(0);
    await kit.contributeVia(server, chair, id, 1000);
    // A new official's approval executes it now.
    const extra = await createUser(server.ctx);
    await kit.joinVia(server, chair, id, extra);
    await kit.setRoleVia(server, chair, id, extra, 'secretary');
    const paid = await kit.approve(server, extra, id, p.payout_id);
    expect(paid.body.payout.status).toBe('paid');
    expect(await kit.pool(server, id)).toBe(0);
    await server.expectLedgerHealthy();
  });

  it('one rejection ends a request; an unknown request is 404', async () => {
    const { id, chair, treasurer, secretary, member } = await kit.chamaOfOne(server);
    const p = await kit.proposeVia(server, treasurer, id, 10, member);
    const rej = await server.api.post<{ payout: { status: string; rejected_by: string } }>(
      `/api/communities/${id}/payouts/${p.payout_id}/reject`,
      undefined,
      { token: secretary.token },
    );
    expect(rej.status).toBe(200);
    expect(rej.body.payout).toMatchObject({ status: 'rejected', rejected_by: secretary.id });
    expect((await kit.approve(server, chair, id, p.payout_id)).status).toBe(409);
    expect((await kit.approve(server, chair, id, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await kit.approve(server, chair, id, 'nope')).status).toBe(404);
  });

  it('two last approvals at once pay once', async () => {
    const { id, chair, treasurer, secretary, member: m } = await kit.oneApprovalChama(server, 1000);
    await kit.contributeVia(server, chair, id, 1000);
    const p = await kit.proposeVia(server, treasurer, id, 600, m);
    const both = await Promise.all([
      kit.approve(server, chair, id, p.payout_id),
      kit.approve(server, secretary, id, p.payout_id),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await kit.wallet(server, m)).toBe(1600);
    expect(await kit.pool(server, id)).toBe(400);
    await server.expectLedgerHealthy();
  });

  it('two payouts racing for one pool: the pool never goes below zero', async () => {
    const { id, chair, treasurer, secretary, member } = await kit.oneApprovalChama(server, 1000);
    await kit.contributeVia(server, chair, id, 1000);
    const a = await kit.proposeVia(server, treasurer, id, 700, member);
    const b = await kit.proposeVia(server, treasurer, id, 700, chair);
    expect(
      await kit.payoutStatusesApprovedAtOnce(server, id, [
        [chair, a.payout_id],
        [secretary, b.payout_id],
      ]),
    ).toEqual(['paid', 'pending']);
    expect(await kit.pool(server, id)).toBe(300);
    await server.expectLedgerHealthy();
  });

  it('leaving while a payout executes: the refund and the payout never take the same shilling twice', async () => {
    const { id, chair, treasurer, secretary, member: leaver } = await kit.oneApprovalChama(server, 2000);
    await kit.contributeVia(server, chair, id, 500);
    await kit.contributeVia(server, leaver, id, 1000);
    // A payout of the whole pool to the secretary, approved while the member who put in 1,000 leaves.
    const p = await kit.proposeVia(server, treasurer, id, 1500, secretary);
    const [approved, left] = await Promise.all([
      kit.approve(server, chair, id, p.payout_id),
      server.api.delete<{ refunded?: number; message: string }>(`/api/communities/${id}/members/${leaver.id}`, {
        token: leaver.token,
      }),
    ]);
    expect(approved.status).toBe(200);
    // Whichever came first, the pool paid exactly what left it and never went below zero.
    if (approved.body.payout.status === 'paid') {
      // The payout took the whole pool: the refund finds nothing to take, and the member stays.
      expect(left.status).toBe(422);
      expect(left.body.message).toBe(COMMUNITY_ERRORS.tooEarlyToShare.en);
      expect(await kit.wallet(server, secretary)).toBe(3500);
      expect(await kit.wallet(server, leaver)).toBe(1000);
      expect(await kit.pool(server, id)).toBe(0);
      expect((await kit.detail(server, leaver, id)).members.some((x) => x.user_id === leaver.id)).toBe(true);
    } else {
      // The member left first with their 1,000; the payout waits for a pool that can pay it.
      expect(approved.body.payout.status).toBe('pending');
      expect(left.status).toBe(200);
      expect(left.body.refunded).toBe(1000);
      expect(await kit.wallet(server, leaver)).toBe(2000);
      expect(await kit.wallet(server, secretary)).toBe(2000);
      expect(await kit.pool(server, id)).toBe(500);
    }
    expect(await kit.pool(server, id)).toBeGreaterThanOrEqual(0);
    await server.expectLedgerHealthy();
  });

  it('a repeated proposal with the same Idempotency-Key makes one request', async () => {
    const { id, treasurer, member } = await kit.chamaOfOne(server);
    const send = () =>
      server.api.post(
        `/api/communities/${id}/payouts`,
        { amount: 5, recipientUserId: member.id, reason: 'Gift' },
        {
          token: treasurer.token,
          headers: { 'idempotency-key': 'proposal-0001' },
        },
      );
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const list = await server.api.get<PayoutsResponse>(`/api/communities/${id}/payouts`, { token: treasurer.token });
    expect(list.body.payouts).toHaveLength(1);
  });
});

describe('the ledger check covers pools', () => {
  it('reports a pool whose business rows do not add up to its balance', async () => {
    const { id, member } = await kit.chamaOfOne(server, 100);
    await kit.contributeVia(server, member, id, 60);
    expect(await server.ledgerViolations()).toEqual([]);
    const tamper = (cents: number) =>
      server.ctx.db.execute(
        sql`UPDATE community_members SET paid_cents = paid_cents + ${cents} WHERE community_id = ${id}::uuid AND user_id = ${member.id}`,
      );
    await tamper(1);
    try {
      expect(await server.ledgerViolations()).toEqual([
        { rule: 'community_pool', detail: `community:${id} holds 6000 but its rows say 6001` },
      ]);
    } finally {
      await tamper(-1);
    }
    await server.expectLedgerHealthy();
  });
});
