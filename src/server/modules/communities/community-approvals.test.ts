import { describe, expect, it } from 'vitest';
import { createFundedUser, createUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import * as kit from './communities-test-kit';

/** Who signs for a pool (docs/product/communities.md): the officials, as they are when the request is decided. */
const server = useTestServer();

/** A chama of two approvals whose pool holds 1,000, and a pending payout of 500 to the chair, proposed by the chair. */
async function pendingPayout() {
  const c = await kit.chamaOfOne(server, 1_000);
  expect((await kit.contributeVia(server, c.member, c.id, 1_000)).status).toBe(201);
  const payout = await kit.proposeVia(server, c.chair, c.id, 500, c.chair);
  return { ...c, payoutId: payout.payout_id };
}

describe('approvals of a pending request', () => {
  it('no longer count once the approver has left the community', async () => {
    const c = await pendingPayout();
    expect((await kit.approve(server, c.secretary, c.id, c.payoutId)).status).toBe(200);
    const left = await server.api.delete(`/api/communities/${c.id}/members/${c.secretary.id}`, {
      token: c.secretary.token,
    });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    const second = await kit.approve(server, c.treasurer, c.id, c.payoutId);
    expect(second.status).toBe(200);
    expect(second.body.payout).toMatchObject({ status: 'pending', approvals: [c.treasurer.id] });
    expect(await kit.pool(server, c.id)).toBe(1_000);
    await server.expectLedgerHealthy();
  });

  it('no longer count once the approver is made a plain member, and count again if made an official again', async () => {
    const c = await pendingPayout();
    expect((await kit.approve(server, c.treasurer, c.id, c.payoutId)).status).toBe(200);
    await kit.setRoleVia(server, c.chair, c.id, c.treasurer, 'member');
    const listed = await server.api.get<{ payouts: Array<{ payout_id: string; approvals: string[] }> }>(
      `/api/communities/${c.id}/payouts`,
      { token: c.member.token },
    );
    expect(listed.body.payouts.find((p) => p.payout_id === c.payoutId)?.approvals).toEqual([]);
    const second = await kit.approve(server, c.secretary, c.id, c.payoutId);
    expect(second.body.payout).toMatchObject({ status: 'pending', approvals: [c.secretary.id] });
    expect(await kit.pool(server, c.id)).toBe(1_000);
    // Made treasurer again, their approval counts: the request has its two and pays.
    await kit.setRoleVia(server, c.chair, c.id, c.treasurer, 'treasurer');
    const again = await kit.approve(server, c.treasurer, c.id, c.payoutId);
    expect(again.body.payout).toMatchObject({ status: 'paid' });
    expect(await kit.pool(server, c.id)).toBe(500);
    await server.expectLedgerHealthy();
  });

  it('that paid a request stay on it after the approver leaves', async () => {
    const c = await pendingPayout();
    await kit.approve(server, c.secretary, c.id, c.payoutId);
    expect((await kit.approve(server, c.treasurer, c.id, c.payoutId)).body.payout.status).toBe('paid');
    await server.api.delete(`/api/communities/${c.id}/members/${c.secretary.id}`, { token: c.secretary.token });
    const listed = await server.api.get<{ payouts: Array<{ payout_id: string; approvals: string[] }> }>(
      `/api/communities/${c.id}/payouts`,
      { token: c.member.token },
    );
    expect(listed.body.payouts.find((p) => p.payout_id === c.payoutId)?.approvals).toEqual([
      c.secretary.id,
      c.treasurer.id,
    ]);
  });
});

describe('one pending request of a kind', () => {
  it('opens one share-out when officials propose several at once, each with its own key', async () => {
    const c = await kit.chamaOfOne(server, 1_000);
    expect((await kit.contributeVia(server, c.member, c.id, 1_000)).status).toBe(201);
    const officials = [c.chair, c.treasurer, c.secretary];
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        server.api.post(`/api/communities/${c.id}/share-out`, undefined, {
          token: officials[i % 3]!.token,
          headers: { 'idempotency-key': `share-out-race-${i}-${c.id}` },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body).toEqual({ message: 'A share-out is already waiting for approval.' });
    const listed = await server.api.get<{ payouts: Array<{ kind: string; status: string }> }>(
      `/api/communities/${c.id}/payouts`,
      { token: c.member.token },
    );
    expect(listed.body.payouts.filter((p) => p.kind === 'share_out' && p.status === 'pending')).toHaveLength(1);
  });

  it('opens one loan request when a member asks several times at once', async () => {
    const c = await kit.chamaOfOne(server, 1_000);
    expect((await kit.contributeVia(server, c.member, c.id, 1_000)).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        server.api.post(
          `/api/communities/${c.id}/loans`,
          { amount: 100 + i, months: 1 },
          { token: c.member.token, headers: { 'idempotency-key': `loan-race-${i}-${c.id}` } },
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body).toEqual({ message: 'You already have a loan request waiting for approval in this community.' });
  });
});

describe('removing a member', () => {
  it('is for plain members: removing an official says so, in the reader’s language', async () => {
    const c = await kit.chamaOfOne(server);
    const path = `/api/communities/${c.id}/members/${c.treasurer.id}`;
    expect(await server.api.delete(path, { token: c.chair.token })).toMatchObject({
      status: 403,
      body: { message: 'Only plain members can be removed. The chairperson can make an official a member first.' },
    });
    expect(await server.api.delete(path, { token: c.chair.token, headers: { 'accept-language': 'sw' } })).toMatchObject(
      {
        status: 403,
        body: {
          message:
            'Wanachama wa kawaida pekee ndio wanaoweza kuondolewa. Mwenyekiti anaweza kumfanya kiongozi kuwa mwanachama kwanza.',
        },
      },
    );
    expect((await kit.detail(server, c.member, c.id)).members.map((m) => m.user_id)).toContain(c.treasurer.id);
  });
});

describe('a request to pay a member who leaves', () => {
  it('ends when they leave, instead of waiting a week for approvals that must fail', async () => {
    const c = await kit.oneApprovalChama(server, 1_000);
    expect((await kit.contributeVia(server, c.treasurer, c.id, 1_000)).status).toBe(201);
    const toMember = await kit.proposeVia(server, c.chair, c.id, 300, c.member);
    const toSecretary = await kit.proposeVia(server, c.chair, c.id, 200, c.secretary);
    const left = await server.api.delete(`/api/communities/${c.id}/members/${c.member.id}`, { token: c.member.token });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    const listed = await server.api.get<{ payouts: Array<{ payout_id: string; status: string }> }>(
      `/api/communities/${c.id}/payouts`,
      { token: c.chair.token },
    );
    const statusOf = (id: string) => listed.body.payouts.find((p) => p.payout_id === id)?.status;
    expect([statusOf(toMember.payout_id), statusOf(toSecretary.payout_id)]).toEqual(['expired', 'pending']);
    expect(await kit.approve(server, c.treasurer, c.id, toMember.payout_id)).toMatchObject({
      status: 409,
      body: { message: 'This payout request is no longer pending.' },
    });
    expect(await kit.pool(server, c.id)).toBe(1_000);
    await server.expectLedgerHealthy();
  });
});

describe('a request that could never gather its approvals', () => {
  it('is refused at once, saying what to do, until enough officials are named', async () => {
    const chair = await createFundedUser(server.ctx, 1_000);
    const member = await createFundedUser(server.ctx, 1_000);
    const c = await kit.createCommunityVia(server, chair, { approvalsRequired: 2 });
    const id = c.community_id;
    await kit.joinVia(server, chair, id, member);
    expect((await kit.contributeVia(server, member, id, 500)).status).toBe(201);
    const toShareOut = (n: number) =>
      `This request could never be approved. Approvals it needs from officials other than the one who asks: 2. Such officials in this community now: ${n}. The chairperson can name a treasurer and a secretary first.`;
    const message = (n: number) =>
      `This request could never be approved. Approvals it needs from officials other than the one who asks and the one it pays: 2. Such officials in this community now: ${n}. The chairperson can name more officials first.`;
    const payout = () =>
      server.api.post(
        `/api/communities/${id}/payouts`,
        { amount: 100, recipientUserId: member.id, reason: 'School fees' },
        { token: chair.token },
      );
    const loan = () =>
      server.api.post(`/api/communities/${id}/loans`, { amount: 100, months: 1 }, { token: member.token });
    const shareOut = () => server.api.post(`/api/communities/${id}/share-out`, {}, { token: chair.token });
    // The chair's own proposals have nobody else to approve them; a member's loan has the chair alone.
    for (const [send, refusal] of [
      [payout, message(0)],
      [loan, message(1)],
      [shareOut, toShareOut(0)],
    ] as const) {
      const res = await send();
      expect({ status: res.status, body: res.body }).toEqual({ status: 422, body: { message: refusal } });
    }
    const sw = await server.api.post(
      `/api/communities/${id}/payouts`,
      { amount: 100, recipientUserId: member.id, reason: 'School fees' },
      { token: chair.token, headers: { 'accept-language': 'sw' } },
    );
    expect(sw.body).toEqual({
      message:
        'Ombi hili lisingeweza kuidhinishwa kamwe. Idhini linazohitaji kutoka kwa viongozi wengine zaidi ya anayeomba na anayelipwa: 2. Viongozi kama hao katika chama hiki sasa: 0. Mwenyekiti anaweza kuteua viongozi zaidi kwanza.',
    });
    // One official besides the chair: the member's loan has its two approvers, the chair's payout not yet.
    const treasurer = await createUser(server.ctx);
    await kit.joinVia(server, chair, id, treasurer);
    await kit.setRoleVia(server, chair, id, treasurer, 'treasurer');
    expect((await payout()).body).toEqual({ message: message(1) });
    expect((await loan()).status).toBe(201);
    const secretary = await createUser(server.ctx);
    await kit.joinVia(server, chair, id, secretary);
    await kit.setRoleVia(server, chair, id, secretary, 'secretary');
    expect((await payout()).status).toBe(201);
    expect(await kit.pool(server, id)).toBe(500);
    await server.expectLedgerHealthy();
  });
});
