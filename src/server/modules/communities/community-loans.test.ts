import { describe, expect, it } from 'vitest';
import type { CommunityLoansResponse, PayoutView } from '../../../shared/schemas/communities';
import { fundWallet } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { notificationsOf } from '../../testing/notifications';
import * as kit from './communities-test-kit';

/** Table banking, share-out and leaving (docs/product/communities.md). */
const server = useTestServer();

const borrow = (id: string, token: string, amount: unknown, months: unknown) =>
  server.api.post<{ payout: PayoutView; message: string }>(
    `/api/communities/${id}/loans`,
    { amount, months },
    { token },
  );
const loansOf = async (id: string, token: string) =>
  (await server.api.get<CommunityLoansResponse>(`/api/communities/${id}/loans`, { token })).body.loans;
const repay = (id: string, loanId: string, token: string, amount: number) =>
  server.api.post<{ loan: { outstanding: number; status: string } }>(
    `/api/communities/${id}/loans/${loanId}/repay`,
    { amount },
    { token },
  );

describe('table banking', () => {
  it('a loan is a payout request of kind loan; once paid the member owes principal + flat monthly interest; interest is income', async () => {
    const { id, chair, treasurer, secretary, member: m } = await kit.chamaOfOne(server, 5000);
    for (const u of [chair, treasurer, secretary, m]) await kit.contributeVia(server, u, id, 2000);
    for (const [amount, months] of [
      [0, 3],
      [100, 0],
      [100, 13],
      [100, 1.5],
    ])
      expect((await borrow(id, m.token, amount, months)).status).toBe(400);
    const req = await borrow(id, m.token, 3000, 3);
    expect(req.status, JSON.stringify(req.body)).toBe(201);
    expect(req.body.payout).toMatchObject({
      kind: 'loan',
      amount: 3000,
      months: 3,
      recipient_user_id: m.id,
      status: 'pending',
    });
    expect((await borrow(id, m.token, 10, 1)).status).toBe(409);
    await kit.approve(server, chair, id, req.body.payout.payout_id);
    expect((await kit.approve(server, treasurer, id, req.body.payout.payout_id)).body.payout.status).toBe('paid');
    expect(await kit.wallet(server, m)).toBe(3000 + 3000);
    const [loan] = await loansOf(id, m.token);
    expect(loan).toMatchObject({
      principal: 3000,
      interest: 900,
      total: 3900,
      repaid: 0,
      outstanding: 3900,
      status: 'active',
    });
    expect((await borrow(id, m.token, 10, 1)).status).toBe(409);
    // Only the borrower repays, never above what is owed.
    expect((await repay(id, loan!.loan_id, chair.token, 10)).status).toBe(403);
    expect((await repay(id, loan!.loan_id, m.token, 3900.01)).status).toBe(422);
    expect((await repay(id, loan!.loan_id, m.token, 3000)).body.loan).toMatchObject({
      outstanding: 900,
      status: 'active',
    });
    expect((await kit.detail(server, m, id)).income).toBe(0);
    await fundWallet(server.ctx, m.id, 1000);
    expect((await repay(id, loan!.loan_id, m.token, 900)).body.loan).toMatchObject({
      outstanding: 0,
      status: 'repaid',
    });
    expect((await kit.detail(server, m, id)).income).toBe(900);
    expect(await kit.pool(server, id)).toBe(8000 + 900);
    expect((await repay(id, loan!.loan_id, m.token, 1)).status).toBe(409);
    expect((await notificationsOf(server, secretary)).some((t) => t.includes('A loan of KES 3,000.00'))).toBe(true);
    await server.expectLedgerHealthy();
  });

  it('interest never takes the total above twice the principal (in duplum)', async () => {
    const { id, chair, treasurer, member } = await kit.oneApprovalChama(server, 1000, { loanInterestMonthly: 25 });
    await kit.contributeVia(server, chair, id, 1000);
    await kit.contributeVia(server, member, id, 100); // savings of 100: up to 300 alone (loan multiple 3)
    const req = await borrow(id, member.token, 100, 12);
    await kit.approve(server, treasurer, id, req.body.payout.payout_id);
    const [loan] = await loansOf(id, member.token);
    expect(loan).toMatchObject({ principal: 100, interest: 100, total: 200 });
    await server.expectLedgerHealthy();
  });

  it('a payout and a loan racing for one pool: one is paid, the other stays pending', async () => {
    const { id, chair, treasurer, secretary, member } = await kit.oneApprovalChama(server, 1000);
    await kit.contributeVia(server, chair, id, 700);
    await kit.contributeVia(server, member, id, 300); // savings of 300: up to 900 alone (loan multiple 3)
    const loan = await borrow(id, member.token, 800, 1);
    const payout = await kit.proposeVia(server, treasurer, id, 800, secretary);
    expect(
      await kit.payoutStatusesApprovedAtOnce(server, id, [
        [chair, loan.body.payout.payout_id],
        [chair, payout.payout_id],
      ]),
    ).toEqual(['paid', 'pending']);
    expect(await kit.pool(server, id)).toBe(200);
    await server.expectLedgerHealthy();
  });
});

describe('share-out and leaving', () => {
  it('returns each member their savings plus the income in proportion, exact to the cent', async () => {
    const { id, chair, treasurer, secretary, member: m } = await kit.chamaOfOne(server, 5000);
    await kit.contributeVia(server, chair, id, 1000);
    await kit.contributeVia(server, treasurer, id, 1000);
    await kit.contributeVia(server, secretary, id, 1000);
    await kit.contributeVia(server, m, id, 3000);
    // Income of 100 from a loan's interest, to split 1:1:1:3.
    const req = await borrow(id, m.token, 1000, 1);
    await kit.approve(server, chair, id, req.body.payout.payout_id);
    await kit.approve(server, treasurer, id, req.body.payout.payout_id);
    const [loan] = await loansOf(id, m.token);
    await repay(id, loan!.loan_id, m.token, 1100);
    expect((await server.api.post(`/api/communities/${id}/share-out`, undefined, { token: m.token })).status).toBe(403);
    const so = await server.api.post<{ payout: PayoutView }>(`/api/communities/${id}/share-out`, undefined, {
      token: secretary.token,
    });
    expect(so.status, JSON.stringify(so.body)).toBe(201);
    expect(so.body.payout).toMatchObject({ kind: 'share_out', amount: 6100, recipient_user_id: null });
    const before = await Promise.all([chair, treasurer, secretary, m].map((u) => kit.wallet(server, u)));
    await kit.approve(server, chair, id, so.body.payout.payout_id);
    expect((await kit.approve(server, treasurer, id, so.body.payout.payout_id)).body.payout.status).toBe('paid');
    const after = await Promise.all([chair, treasurer, secretary, m].map((u) => kit.wallet(server, u)));
    // 100 × 1/6 = 16.666…: 16.67, 16.67, 16.66 (largest remainder, ties to the earlier) and 50.
    const gained = after.map((a, i) => Math.round((a - before[i]!) * 100) / 100);
    expect(gained.reduce((s, x) => s + x, 0)).toBeCloseTo(6100, 5);
    expect(gained[3]).toBe(3050);
    expect(gained.slice(0, 3).sort()).toEqual([1016.66, 1016.67, 1016.67]);
    expect(await kit.pool(server, id)).toBe(0);
    await server.expectLedgerHealthy();
  });

  it('leaving refunds unreturned savings; an active loan or being the last official stop it', async () => {
    const { id, chair, treasurer, secretary, members } = await kit.chama(server, { plain: 2, walletKes: 3000 });
    const [m1, m2] = [members[0]!, members[1]!];
    await kit.contributeVia(server, m1, id, 1500);
    const left = await server.api.delete<{ refunded: number }>(`/api/communities/${id}/members/${m1.id}`, {
      token: m1.token,
    });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect(left.body.refunded).toBe(1500);
    expect(await kit.wallet(server, m1)).toBe(3000);
    expect((await server.api.get(`/api/communities/${id}`, { token: m1.token })).status).toBe(403);
    // A member cannot remove another; an official removes a member who owes nothing.
    expect((await server.api.delete(`/api/communities/${id}/members/${chair.id}`, { token: m2.token })).status).toBe(
      403,
    );
    expect(
      (await server.api.delete(`/api/communities/${id}/members/${m2.id}`, { token: treasurer.token })).status,
    ).toBe(200);
    // The officials leave one by one; the last cannot while others remain.
    await kit.contributeVia(server, treasurer, id, 100);
    const req = await borrow(id, treasurer.token, 50, 1);
    await kit.approve(server, chair, id, req.body.payout.payout_id);
    await kit.approve(server, secretary, id, req.body.payout.payout_id);
    const withLoan = await server.api.delete<{ message: string }>(`/api/communities/${id}/members/${treasurer.id}`, {
      token: treasurer.token,
    });
    expect(withLoan.status).toBe(422);
    expect((await server.api.delete(`/api/communities/${id}/members/${chair.id}`, { token: chair.token })).status).toBe(
      200,
    );
    // The chair passed to the longest-serving official.
    expect((await kit.detail(server, treasurer, id)).members.find((x) => x.user_id === treasurer.id)?.role).toBe(
      'chairperson',
    );
    await kit.setRoleVia(server, treasurer, id, secretary, 'member');
    const [loan] = await loansOf(id, treasurer.token);
    await repay(id, loan!.loan_id, treasurer.token, 55);
    const last = await server.api.delete<{ message: string }>(`/api/communities/${id}/members/${treasurer.id}`, {
      token: treasurer.token,
    });
    expect(last.status).toBe(422);
    expect(last.body.message).toMatch(/last official/);
    await server.expectLedgerHealthy();
  });

  it('a share-out leaves what pending requests need in the pool, and waits until it can pay every saving', async () => {
    const { id, chair, treasurer, secretary, member } = await kit.chamaOfOne(server, 1000);
    for (const u of [chair, treasurer, secretary]) await kit.contributeVia(server, u, id, 1000);
    const pending = await kit.proposeVia(server, treasurer, id, 500, member);
    const so = await server.api.post<{ payout: PayoutView }>(`/api/communities/${id}/share-out`, undefined, {
      token: secretary.token,
    });
    expect(so.status).toBe(201);
    await kit.approve(server, chair, id, so.body.payout.payout_id);
    const short = await kit.approve(server, treasurer, id, so.body.payout.payout_id);
    expect(short.body.payout.status).toBe('pending');
    expect(short.body.message).toMatch(/does not hold enough/);
    expect(await kit.pool(server, id)).toBe(3000);
    // Once the other request is rejected, approving again pays the share-out.
    await server.api.post(`/api/communities/${id}/payouts/${pending.payout_id}/reject`, undefined, {
      token: chair.token,
    });
    const paid = await kit.approve(server, treasurer, id, so.body.payout.payout_id);
    expect(paid.body.payout).toMatchObject({ status: 'paid', amount: 3000 });
    expect(await kit.pool(server, id)).toBe(0);
    expect(await kit.wallet(server, chair)).toBe(1000);
    await server.expectLedgerHealthy();
  });
});
