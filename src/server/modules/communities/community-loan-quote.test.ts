import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CommunityLoansResponse, PayoutView } from '../../../shared/schemas/communities';
import type { StatementResponse } from '../../../shared/schemas/community-statement';
import type { CommunityLoanKeyFacts } from '../../../shared/schemas/key-facts';
import { expectMessage } from '../../testing/expectations';
import { createUser, type TestUser } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import * as kit from './communities-test-kit';

// 23:59 in Nairobi on 20 November: still the 20th where the member reads the dates
const START = new Date('2026-11-20T20:59:00Z');
const clock = new TestClock(START);
const server = useTestServer({ clock });

const quote = (id: string, user: TestUser | null, query: string) =>
  server.api.get<CommunityLoanKeyFacts>(
    `/api/communities/${id}/loans/quote?${query}`,
    user ? { token: user.token } : {},
  );

describe('GET /api/communities/{id}/loans/quote: a chama loan’s key facts (docs/product/communities.md)', () => {
  it('answers principal, interest, total, APR (interest after the cap, one decimal) and due date', async () => {
    clock.set(START);
    const { id, member } = await kit.chamaOfOne(server);
    const res = await quote(id, member, 'amount=1000&months=2');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 20% over the 61 days to 20 January: 119.67… → 119.7
    expect(res.body).toEqual({
      principal: 1000,
      interest: 200,
      total: 1200,
      apr: 119.7,
      dueDate: '2027-01-20',
      capped: false,
    });
    // Two minutes later it is the 21st in Nairobi.
    clock.advance(2 * 60 * 1000);
    expect((await quote(id, member, 'amount=1000&months=2')).body.dueDate).toBe('2027-01-21');
  });

  it('marks the in duplum cap: interest never above the principal, and the APR from the capped interest', async () => {
    clock.set(START);
    const { id, member } = await kit.chamaOfOne(server, 0, { loanInterestMonthly: 25 });
    expect((await quote(id, member, 'amount=100&months=12')).body).toEqual({
      principal: 100,
      interest: 100,
      total: 200,
      apr: 100,
      dueDate: '2027-11-20',
      capped: true,
    });
    expect((await quote(id, member, 'amount=100&months=4')).body).toMatchObject({ interest: 100, capped: false });
  });

  it('refuses bad input (400), strangers (401, 403) and unknown communities (404)', async () => {
    const { id, member } = await kit.chamaOfOne(server);
    for (const q of ['amount=abc&months=2', 'amount=0&months=2', 'amount=1.005&months=2', 'months=2'])
      expectMessage(await quote(id, member, q), 400, 'Please enter a valid amount.');
    for (const q of ['amount=100&months=0', 'amount=100&months=13', 'amount=100&months=1.5', 'amount=100'])
      expectMessage(await quote(id, member, q), 400, 'Please choose a loan period of 1 to 12 months.');
    expect((await quote(id, null, 'amount=100&months=2')).status).toBe(401);
    expect((await quote(id, await createUser(server.ctx), 'amount=100&months=2')).status).toBe(403);
    expect((await quote('00000000-0000-4000-8000-000000000000', member, 'amount=100&months=2')).status).toBe(404);
  });

  it('the loan keeps what it was quoted, even when paid out a day later; a member with a loan gets 409', async () => {
    clock.set(START);
    const { id, chair, treasurer, member } = await kit.oneApprovalChama(server, 3000);
    await kit.contributeVia(server, chair, id, 2600);
    await kit.contributeVia(server, member, id, 400); // savings of 400: up to 1,200 alone (loan multiple 3)
    const quoted = (await quote(id, member, 'amount=1000&months=2')).body;
    const req = await server.api.post<{ payout: PayoutView }>(
      `/api/communities/${id}/loans`,
      { amount: 1000, months: 2 },
      { token: member.token },
    );
    expect(req.status, JSON.stringify(req.body)).toBe(201);
    clock.advance(24 * 60 * 60 * 1000);
    expect((await kit.approve(server, treasurer, id, req.body.payout.payout_id)).body.payout.status).toBe('paid');
    const loans = await server.api.get<CommunityLoansResponse>(`/api/communities/${id}/loans`, { token: chair.token });
    expect(loans.body.loans[0]).toMatchObject({
      principal: 1000,
      interest: 200,
      due_date: '2027-01-21',
      key_facts: quoted,
    });
    expect(await kit.smsTextsOf(server, member)).toContain(
      'Pamoja: repay KES 1,200.00 to Umoja Chama by 21 Jan 2027. APR 119.7%.',
    );
    // The pool statement shows the loan by its key facts, in each reader's language, in JSON and CSV.
    const loanLine = async (who: TestUser) => {
      const res = await server.api.get<StatementResponse>(`/api/communities/${id}/statement`, { token: who.token });
      return res.body.statement.entries.find((e) => e.kind === 'loan')?.reason;
    };
    expect(await loanLine(chair)).toBe('Total KES 1,200.00 due 21 Jan 2027, APR 119.7%');
    await server.ctx.db.execute(sql`UPDATE users SET language = 'sw' WHERE id = ${member.id}`);
    expect(await loanLine(member)).toBe('Jumla KES 1,200.00 kufikia 21 Jan 2027, APR 119.7%');
    const csv = await server.api.get<string>(`/api/communities/${id}/statement?format=csv`, { token: chair.token });
    expect(csv.body).toContain('Total KES 1,200.00 due 21 Jan 2027, APR 119.7%');
    expectMessage(
      await quote(id, member, 'amount=100&months=1'),
      409,
      'You already have an active loan in this community. Repay it before borrowing again.',
    );
    await server.expectLedgerHealthy();
  });
});
