import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RotationResponse } from '../../../shared/schemas/communities';
import type { InvitationsResponse, WaitingInvitationsResponse } from '../../../shared/schemas/community-invitations';
import { createSession } from '../../auth/sessions';
import { col, queryRows } from '../../db/typed-rows';
import { createUser, type TestUser } from '../../testing/factories';
import { ordinaryPhone } from '../../testing/phones';
import { TestSmtpServer } from '../../testing/smtp';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { mailedCode, registerUpTo } from '../auth/auth-test-kit';
import { chamaOfOne, createCommunityVia, joinVia } from './communities-test-kit';

/**
 * Inviting by phone tells nobody whether the number is on Pamoja (decision 060): the same answer
 * either way; a number nobody has gets a text inviting them to register (once a week per inviter
 * and number) and the invitation waits for whoever registers with it. The invitee sees the terms;
 * officials see what is waiting and can withdraw it.
 */
const smtp = new TestSmtpServer();
const clock = new TestClock(new Date('2026-11-25T09:00:00Z'));
const server = useTestServer({ clock, smtp });

const DAY = 86_400_000;
const invitePhone = (c: { id: string }, by: TestUser, phone: string) =>
  server.api.post<{ message: string; invitation_id: string }>(
    `/api/communities/${c.id}/invitations`,
    { phone },
    { token: by.token },
  );
const textsTo = (phone: string) =>
  queryRows(
    server.ctx.db,
    z.object({ message: col.text, user_id: col.text.nullable() }),
    sql`SELECT message, user_id FROM sms_outbox WHERE phone = ${`254${phone.slice(1)}`} ORDER BY id`,
  );
const invitationsOf = async (user: { token: string }) =>
  (await server.api.get<InvitationsResponse>('/api/community-invitations', { token: user.token })).body.invitations;
const waiting = (c: { id: string }, by: TestUser) =>
  server.api.get<WaitingInvitationsResponse>(`/api/communities/${c.id}/invitations`, { token: by.token });

describe('inviting by phone', () => {
  it('answers a registered and an unregistered number alike', async () => {
    const c = await chamaOfOne(server);
    const registered = await createUser(server.ctx);
    const nobody = ordinaryPhone();
    const a = await invitePhone(c, c.chair, registered.localPhone);
    const b = await invitePhone(c, c.chair, nobody);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(Object.keys(b.body).sort()).toEqual(Object.keys(a.body).sort());
    expect(b.body).toEqual({ message: a.body.message, invitation_id: expect.any(String) });
    // A second invitation is refused alike too: it is about this chama's own invitation.
    const again = [await invitePhone(c, c.chair, registered.localPhone), await invitePhone(c, c.chair, nobody)];
    expect(again.map((r) => [r.status, r.body])).toEqual([
      [409, { message: 'That person has already been invited to this community.' }],
      [409, { message: 'That person has already been invited to this community.' }],
    ]);
  });

  it('texts a number nobody has, in Kiswahili and English, once a week per inviter and number', async () => {
    const c = await chamaOfOne(server);
    const phone = ordinaryPhone();
    expect((await invitePhone(c, c.chair, phone)).status).toBe(201);
    const [first, ...rest] = await textsTo(phone);
    expect(rest).toEqual([]);
    expect(first?.user_id).toBeNull();
    expect(first?.message).toContain(`${c.chair.fullName} amekualika ujiunge na chama "Umoja Chama"`);
    expect(first?.message).toContain(`${c.chair.fullName} invited you to join the chama "Umoja Chama"`);
    expect(first?.message).toContain('/register');
    // The same inviter, another chama, within the week: no second text.
    const other = await createCommunityVia(server, c.chair, { name: 'Pili Chama' });
    expect((await invitePhone({ id: other.community_id }, c.chair, phone)).status).toBe(201);
    expect(await textsTo(phone)).toHaveLength(1);
    // Another inviter may text it once too.
    expect((await invitePhone(c, c.treasurer, phone)).status).toBe(409);
    const third = await createCommunityVia(server, c.treasurer, { name: 'Tatu Chama' });
    expect((await invitePhone({ id: third.community_id }, c.treasurer, phone)).status).toBe(201);
    expect(await textsTo(phone)).toHaveLength(2);
    // A week later the first inviter's next invitation texts again.
    clock.advance(7 * DAY);
    const fourth = await createCommunityVia(server, c.chair, { name: 'Nne Chama' });
    expect((await invitePhone({ id: fourth.community_id }, c.chair, phone)).status).toBe(201);
    expect(await textsTo(phone)).toHaveLength(3);
  });

  it('a registered number gets no text; its invitation is in the app', async () => {
    const c = await chamaOfOne(server);
    const friend = await createUser(server.ctx);
    expect((await invitePhone(c, c.chair, friend.localPhone)).status).toBe(201);
    expect(await textsTo(friend.localPhone)).toEqual([]);
    expect((await invitationsOf(friend)).map((i) => i.community_id)).toEqual([c.id]);
  });

  it('whoever registers with the number finds the invitation waiting, and can accept it', async () => {
    const c = await chamaOfOne(server);
    const phone = ordinaryPhone();
    const sent = await invitePhone(c, c.chair, phone);
    expect(sent.status).toBe(201);
    // Registration under way (not complete) is not yet anybody: the invitation keeps waiting.
    const halfway = await registerUpTo(server, smtp, 4, { phone });
    expect((await invitePhone(c, c.chair, phone)).status).toBe(409);
    const code = await mailedCode(smtp, halfway.email, (m) => m.subject.includes('verification code'));
    const done = await server.api.post('/api/register/step4', { userId: halfway.userId, verificationCode: code });
    expect(done.status).toBe(200);
    const token = await createSession(server.ctx.db, halfway.userId, clock.now());
    const mine = await invitationsOf({ token });
    expect(mine).toEqual([
      {
        invitation_id: sent.body.invitation_id,
        community_id: c.id,
        name: 'Umoja Chama',
        invited_by: c.chair.fullName,
        terms: {
          contributionAmount: 1000,
          frequency: 'monthly',
          lateFine: 100,
          approvalsRequired: 2,
          loanInterestMonthly: 10,
          rotation: false,
          memberCount: 4,
        },
      },
    ]);
    const accepted = await server.api.post(`/api/community-invitations/${sent.body.invitation_id}/accept`, undefined, {
      token,
    });
    expect(accepted.status).toBe(200);
    expect(await invitationsOf({ token })).toEqual([]);
  });
});

describe('the invitations still waiting', () => {
  it('officials see them (a number as typed, never the name it belongs to) and can withdraw one', async () => {
    const c = await chamaOfOne(server);
    const friend = await createUser(server.ctx, { fullName: 'Friend Kamau' });
    const byPhone = await invitePhone(c, c.chair, friend.localPhone);
    clock.advance(60_000);
    const byId = await createUser(server.ctx, { fullName: 'Rafiki Njeri' });
    const second = await server.api.post<{ invitation_id: string }>(
      `/api/communities/${c.id}/invitations`,
      { userId: byId.id },
      { token: c.treasurer.token },
    );
    const list = await waiting(c, c.secretary);
    expect(list.status).toBe(200);
    const spaced = `${friend.localPhone.slice(0, 4)} ${friend.localPhone.slice(4, 7)} ${friend.localPhone.slice(7)}`;
    expect(list.body.invitations).toEqual([
      {
        invitation_id: byPhone.body.invitation_id,
        invitee: spaced,
        invited_by: c.chair.fullName,
        created_at: expect.any(String),
      },
      {
        invitation_id: second.body.invitation_id,
        invitee: 'Rafiki Njeri',
        invited_by: c.treasurer.fullName,
        created_at: expect.any(String),
      },
    ]);
    // Plain members and strangers neither see nor withdraw them.
    expect((await waiting(c, c.member)).status).toBe(403);
    const path = `/api/communities/${c.id}/invitations/${byPhone.body.invitation_id}`;
    expect((await server.api.delete(path, { token: c.member.token })).status).toBe(403);
    expect((await server.api.delete(path, { token: friend.token })).status).toBe(403);
    expect(
      (await server.api.delete(`/api/communities/${c.id}/invitations/nope`, { token: c.chair.token })).status,
    ).toBe(404);
    const gone = await server.api.delete<{ message: string }>(path, { token: c.chair.token });
    expect(gone).toMatchObject({ status: 200, body: { message: 'Invitation withdrawn.' } });
    expect((await server.api.delete(path, { token: c.chair.token })).status).toBe(409);
    expect((await waiting(c, c.chair)).body.invitations.map((i) => i.invitee)).toEqual(['Rafiki Njeri']);
    // The invitee no longer sees it and cannot accept it.
    expect(await invitationsOf(friend)).toEqual([]);
    const late = await server.api.post<{ message: string }>(
      `/api/community-invitations/${byPhone.body.invitation_id}/accept`,
      undefined,
      { token: friend.token },
    );
    expect(late).toMatchObject({ status: 409, body: { message: 'This invitation was withdrawn by the chama.' } });
    // Withdrawn, the number can be invited again.
    expect((await invitePhone(c, c.chair, friend.localPhone)).status).toBe(201);
  });
});

describe('the rotation log', () => {
  it('says a member joined (or left), not that they changed the order', async () => {
    const chair = await createUser(server.ctx);
    const [a, b] = [await createUser(server.ctx), await createUser(server.ctx)];
    const c = await createCommunityVia(server, chair, { rotation: true });
    await joinVia(server, chair, c.community_id, a);
    clock.advance(60_000);
    await joinVia(server, chair, c.community_id, b);
    clock.advance(60_000);
    const path = `/api/communities/${c.community_id}/rotation`;
    const set = await server.api.put<RotationResponse>(path, { order: [b.id, a.id, chair.id] }, { token: chair.token });
    expect(set.status).toBe(200);
    clock.advance(60_000);
    expect(
      (await server.api.delete(`/api/communities/${c.community_id}/members/${a.id}`, { token: a.token })).status,
    ).toBe(200);
    const log = (await server.api.get<RotationResponse>(path, { token: chair.token })).body.log;
    expect(log.map((l) => [l.change, l.set_by])).toEqual([
      ['joined', a.id],
      ['joined', b.id],
      ['set', chair.id],
      ['left', a.id],
    ]);
  });
});
