import { describe, expect, it } from 'vitest';
import type { CommunityLoansResponse, PayoutsResponse } from '../../../shared/schemas/communities';
import type { NotificationsResponse } from '../../../shared/schemas/wallet';
import { useTestServer } from '../../testing/use-test-server';
import * as kit from './communities-test-kit';
import { guaranteeSteps } from './guarantees-test-kit';

/** The loan multiple and guarantors (docs/product/communities.md, decision 088), through HTTP. */
const server = useTestServer();
const { ask, guaranteesOf, accept, decline, lendingChama } = guaranteeSteps(server);

const loansOf = async (id: string, token: string) =>
  (await server.api.get<CommunityLoansResponse>(`/api/communities/${id}/loans`, { token })).body.loans;
const payoutsOf = async (id: string, token: string) =>
  (await server.api.get<PayoutsResponse>(`/api/communities/${id}/payouts`, { token })).body.payouts;

describe('the loan multiple', () => {
  it('a member borrows alone up to the multiple of their savings; the refusal says the most; the chairperson sets it', async () => {
    const c = await lendingChama(1000, 0);
    expect((await kit.detail(server, c.amina, c.id)).loanMultiple).toBe(3);
    const over = await ask(c.id, c.amina, 3000.01);
    expect(over.status).toBe(422);
    expect(over.body.message).toContain('at most KES 3,000');
    const put = (who: typeof c.chair, loanMultiple: unknown) =>
      server.api.put(`/api/communities/${c.id}/settings`, { loanMultiple }, { token: who.token });
    expect((await put(c.treasurer, 2)).status).toBe(403);
    for (const bad of [0, 6, 2.5, 'x']) expect((await put(c.chair, bad)).status).toBe(400);
    expect((await put(c.chair, 2)).status).toBe(200);
    expect((await ask(c.id, c.amina, 2000.01)).status).toBe(422);
    const ok = await ask(c.id, c.amina, 2000);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.payout?.amount).toBe(2000);
    expect((await kit.detail(server, c.chair, c.id)).loanMultiple).toBe(2);
    await server.expectLedgerHealthy();
  });
});

describe('guarantors', () => {
  it('consent: only a member other than the borrower, with the savings, with their own password', async () => {
    const c = await lendingChama(1000, 2000);
    const outsider = (await kit.chamaOfOne(server, 0)).member;
    expect((await ask(c.id, c.amina, 5000, [[c.amina, 2000]])).status).toBe(422);
    expect((await ask(c.id, c.amina, 5000, [[outsider, 2000]])).status).toBe(422);
    const short = await ask(c.id, c.amina, 5000, [[c.baraka, 2500]]);
    expect(short.status).toBe(422);
    expect(short.body.message).toContain('KES 2,000');
    expect((await ask(c.id, c.amina, 6000, [[c.baraka, 2000]])).status).toBe(422); // 3,000 + 2,000 < 6,000
    const asked = await ask(c.id, c.amina, 5000, [[c.baraka, 2000]]);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.payout).toBeNull();
    expect(asked.body.application).toMatchObject({ status: 'waiting', amount: 5000, covered: 3000 });
    expect((await kit.smsTextsOf(server, c.baraka)).some((t) => t.includes('asks you to guarantee KES 2,000'))).toBe(
      true,
    );
    // The in-app request leads to "Loans I guarantee"; other notices lead nowhere.
    const listed = await server.api.get<NotificationsResponse>(`/api/notifications/${c.baraka.id}`, {
      token: c.baraka.token,
    });
    const request = listed.body.notifications.find((n) => n.message.includes('asks you to guarantee KES 2,000'));
    expect(request?.link).toBe('/user/communities/guarantees');
    expect(listed.body.notifications.filter((n) => n.link !== null)).toHaveLength(1);
    const [g] = await guaranteesOf(c.baraka);
    expect(g).toMatchObject({
      status: 'pending',
      amount: 2000,
      held: 0,
      borrower: { user_id: c.amina.id },
      loan: null,
    });
    expect(g?.request).toMatchObject({ amount: 5000, months: 1, total: 5500 });
    const gid = g?.guarantee_id ?? '';
    expect((await payoutsOf(c.id, c.chair.token)).filter((p) => p.kind === 'loan')).toHaveLength(0);
    expect((await accept(c.chiku, gid, c.chiku.password)).status).toBe(404);
    expect((await accept(c.amina, gid, c.amina.password)).status).toBe(404);
    expect((await accept(c.baraka, gid, 'wrong-password')).status).toBe(400);
    expect((await guaranteesOf(c.baraka))[0]?.status).toBe('pending');
    const ok = await accept(c.baraka, gid);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await accept(c.baraka, gid)).status).toBe(409);
    expect((await guaranteesOf(c.baraka))[0]).toMatchObject({ status: 'accepted', held: 2000 });
    const loans = (await payoutsOf(c.id, c.chair.token)).filter((p) => p.kind === 'loan');
    expect(loans).toHaveLength(1);
    const baraka = (await kit.detail(server, c.baraka, c.id)).members.find((m) => m.user_id === c.baraka.id);
    expect(baraka?.holds).toEqual([{ borrower_name: 'Member 1', held: 2000 }]);
    await server.expectLedgerHealthy();
  });

  it('holds follow repayments exactly to the cent, and block leaving and removal until released', async () => {
    const c = await lendingChama(1000, 2000);
    const asked = await ask(
      c.id,
      c.amina,
      4000,
      [
        [c.baraka, 700],
        [c.chiku, 300],
      ],
      3,
    );
    const gs = [...(await guaranteesOf(c.baraka)), ...(await guaranteesOf(c.chiku))];
    expect((await accept(c.baraka, gs[0]?.guarantee_id ?? '')).status).toBe(200);
    expect((await guaranteesOf(c.chiku))[0]?.status).toBe('pending');
    expect((await accept(c.chiku, gs[1]?.guarantee_id ?? '')).status).toBe(200);
    expect(asked.status).toBe(201);
    const [p] = (await payoutsOf(c.id, c.chair.token)).filter((x) => x.kind === 'loan');
    await kit.approve(server, c.chair, c.id, p?.payout_id ?? '');
    expect((await kit.approve(server, c.treasurer, c.id, p?.payout_id ?? '')).body.payout.status).toBe('paid');
    const [loan] = await loansOf(c.id, c.amina.token);
    expect(loan).toMatchObject({ total: 5200, outstanding: 5200 });
    expect(
      (await server.api.delete(`/api/communities/${c.id}/members/${c.baraka.id}`, { token: c.baraka.token })).status,
    ).toBe(422);
    expect(
      (await server.api.delete(`/api/communities/${c.id}/members/${c.chiku.id}`, { token: c.chair.token })).status,
    ).toBe(422);
    // Two repayments at once: each hold ends at amount × outstanding ÷ total, rounded up to the cent.
    const repay = (amount: number, key: string) =>
      server.api.post(
        `/api/communities/${c.id}/loans/${loan?.loan_id}/repay`,
        { amount },
        {
          token: c.amina.token,
          headers: { 'idempotency-key': key },
        },
      );
    const answers = await Promise.all([repay(1000, 'repay-one-guar-test'), repay(333.33, 'repay-two-guar-test')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const outstanding = 5200 - 1333.33; // 3,866.67
    const heldNow = async (u: typeof c.baraka) => (await guaranteesOf(u))[0]?.held;
    expect(await heldNow(c.baraka)).toBe(Math.ceil((70000 * outstanding * 100) / 520000) / 100);
    expect(await heldNow(c.chiku)).toBe(Math.ceil((30000 * outstanding * 100) / 520000) / 100);
    await server.expectLedgerHealthy();
    // Repaid in full: every hold is released.
    expect((await repay(3866.67, 'repay-three-guar-test')).status).toBe(200);
    expect((await guaranteesOf(c.baraka))[0]).toMatchObject({ status: 'released', held: 0 });
    expect(
      (await server.api.delete(`/api/communities/${c.id}/members/${c.baraka.id}`, { token: c.baraka.token })).status,
    ).toBe(200);
    await server.expectLedgerHealthy();
  });

  it('a share-out pays around a hold; a decline ends the request; two acceptances at once send it once', async () => {
    const c = await lendingChama(1000, 2000);
    await ask(c.id, c.amina, 5000, [
      [c.baraka, 1000],
      [c.chiku, 1000],
    ]);
    const [gb] = await guaranteesOf(c.baraka);
    const [gc] = await guaranteesOf(c.chiku);
    expect((await accept(c.baraka, gb?.guarantee_id ?? '')).status).toBe(200);
    // A share-out while the request waits pays Baraka only what his guarantee does not hold.
    const before = await kit.wallet(server, c.baraka);
    const so = await server.api.post<{ payout: { payout_id: string } }>(
      `/api/communities/${c.id}/share-out`,
      {},
      {
        token: c.chair.token,
      },
    );
    expect(so.status, JSON.stringify(so.body)).toBe(201);
    await kit.approve(server, c.treasurer, c.id, so.body.payout.payout_id);
    expect((await kit.approve(server, c.secretary, c.id, so.body.payout.payout_id)).body.payout.status).toBe('paid');
    expect((await kit.wallet(server, c.baraka)) - before).toBe(1000);
    await server.expectLedgerHealthy();
    expect((await decline(c.chiku, gc?.guarantee_id ?? '')).status).toBe(200);
    expect((await guaranteesOf(c.baraka))[0]).toMatchObject({ status: 'released', held: 0 });
    expect((await payoutsOf(c.id, c.chair.token)).filter((p) => p.kind === 'loan')).toHaveLength(0);
    // Asked again (after the share-out, all save again): both accept at once; the request reaches the officials once.
    for (const u of [c.amina, c.baraka, c.chiku]) await kit.contributeVia(server, u, c.id, 1000);
    expect(
      (
        await ask(c.id, c.amina, 5000, [
          [c.baraka, 1000],
          [c.chiku, 1000],
        ])
      ).status,
    ).toBe(201);
    const [b2] = await guaranteesOf(c.baraka);
    const [c2] = await guaranteesOf(c.chiku);
    const both = await Promise.all([accept(c.baraka, b2?.guarantee_id ?? ''), accept(c.chiku, c2?.guarantee_id ?? '')]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(
      (await payoutsOf(c.id, c.chair.token)).filter((p) => p.kind === 'loan' && p.status === 'pending'),
    ).toHaveLength(1);
    await server.expectLedgerHealthy();
  });

  it('a guarantor whose savings are already held by another guarantee cannot accept a second one (422)', async () => {
    const c = await lendingChama(1000, 2000);
    // Baraka (2,000 saved) is asked twice, by Amina and by Chiku, for all of it each time.
    expect((await ask(c.id, c.amina, 5000, [[c.baraka, 2000]])).status).toBe(201);
    expect((await ask(c.id, c.chiku, 8000, [[c.baraka, 2000]])).status).toBe(201);
    const asked = await guaranteesOf(c.baraka);
    expect(asked).toHaveLength(2);
    const fromAmina = asked.find((g) => g.borrower.user_id === c.amina.id)?.guarantee_id ?? '';
    const fromChiku = asked.find((g) => g.borrower.user_id === c.chiku.id)?.guarantee_id ?? '';
    expect((await accept(c.baraka, fromAmina)).status).toBe(200);
    const short = await accept(c.baraka, fromChiku);
    expect(short.status).toBe(422);
    expect(short.body.message).toBe('You have only KES 0.00 of savings here free to guarantee.');
    expect((await guaranteesOf(c.baraka)).find((g) => g.guarantee_id === fromChiku)?.status).toBe('pending');
    await server.expectLedgerHealthy();
  });
});
