import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { createUser, fundWallet, type TestUser } from '../../testing/factories';
import { TestSmtpServer } from '../../testing/smtp';
import { useTestServer } from '../../testing/use-test-server';

const smtp = new TestSmtpServer();
const server = useTestServer({ smtp });

describe('request account information', () => {
  it("mails a JSON export of the user's data and nobody else's, and counts the request", async () => {
    const me = await createUser(server.ctx, { fullName: 'Wanjiru Kariuki' });
    const friend = await createUser(server.ctx, {
      fullName: 'Referred Friend',
      referredBy: me.id,
      accountStatus: 'active',
    });
    const stranger = await createUser(server.ctx, { fullName: 'Total Stranger' });
    await fundWallet(server.ctx, me.id, 1234.5);
    await fundWallet(server.ctx, stranger.id, 4321.77);
    await server.api.post(
      '/api/feedback',
      { userId: me.id, rating: 4, feedback: 'My own feedback words' },
      { token: me.token },
    );
    await server.api.post(
      '/api/feedback',
      { userId: stranger.id, rating: 1, feedback: 'Stranger secret feedback' },
      { token: stranger.token },
    );
    await server.api.post(
      '/api/support',
      { userId: me.id, email: me.email, message: 'My own support question' },
      { token: me.token },
    );

    const res = await server.api.post(`/api/users/${me.id}/request-info`, undefined, { token: me.token });
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'Your account information has been sent to your email.' },
    });
    const mail = await smtp.waitFor(me.email, (m) => m.subject === 'Your Pamoja account information');
    expect(mail.attachments.map((a) => a.filename)).toEqual([`pamoja-account-${me.id}.json`]);
    const text = mail.attachments[0]?.content.toString('utf8') ?? '';
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data.profile).toMatchObject({
      userId: me.id,
      name: 'Wanjiru Kariuki',
      email: me.email,
      phone: me.localPhone,
      accountStatus: 'active',
    });
    expect(data.wallet).toEqual({ balance: 1234.5 });
    expect(data.transactions).toEqual([
      expect.objectContaining({ kind: 'deposit', account: 'wallet', amount: 1234.5 }),
    ]);
    expect(data.referrals).toEqual([{ name: 'Referred Friend', joined: true, rewardRedeemed: false }]);
    expect(data.feedback).toEqual([expect.objectContaining({ rating: 4, feedback: 'My own feedback words' })]);
    expect(data.supportMessages).toEqual([expect.objectContaining({ message: 'My own support question' })]);
    expect(data.preferences).toMatchObject({ emailNotifications: true, language: 'en' });
    for (const foreign of [
      friend.id,
      friend.email,
      friend.phone,
      friend.localPhone,
      stranger.id,
      stranger.email,
      'Total Stranger',
      'Stranger secret feedback',
      '4321.77',
    ]) {
      expect(text).not.toContain(foreign);
    }
    expect(text).not.toMatch(/password|token_hash|\$argon2/i);
    const count = await queryRow(
      server.ctx.db,
      z.object({ n: col.int }),
      sql`SELECT count(*)::int AS n FROM account_info_requests WHERE user_id = ${me.id}`,
    );
    expect(count?.n).toBe(1);
    await server.expectLedgerHealthy();
  });

  it('is refused for someone else', async () => {
    const me = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    expect((await server.api.post(`/api/users/${me.id}/request-info`, undefined, { token: other.token })).status).toBe(
      403,
    );
  });
});

describe('privacy, notification and language preferences', () => {
  /** `u` changes one of their settings: `privacy`, `notification-preferences`, `language` or `theme`. */
  const putSetting = (u: TestUser, setting: string, body: Record<string, unknown>) =>
    server.api.put(`/api/users/${u.id}/${setting}`, body, { token: u.token });
  const settingsOf = async (u: TestUser) =>
    (await server.api.get(`/api/users/${u.id}/settings`, { token: u.token })).body;

  it('persist and come back in the settings', async () => {
    const u = await createUser(server.ctx);
    const privacy = { shareData: true, profileVisibility: 'friends' };
    const notifications = { emailNotifications: false, smsNotifications: true, pushNotifications: false };
    expect(await putSetting(u, 'privacy', privacy)).toMatchObject({
      status: 200,
      body: { message: 'Privacy settings updated successfully!' },
    });
    expect(await putSetting(u, 'notification-preferences', notifications)).toMatchObject({
      status: 200,
      body: { message: 'Notification preferences updated successfully!' },
    });
    expect((await putSetting(u, 'language', { language: 'sw' })).status).toBe(200);
    expect(await settingsOf(u)).toMatchObject({ ...privacy, ...notifications, language: 'sw' });
  });

  it('keep the theme on the server, light until the account chooses dark, for the account alone', async () => {
    const u = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    const read = async () =>
      (await server.api.get<{ theme: string }>(`/api/users/${u.id}/settings`, { token: u.token })).body.theme;
    expect(await read()).toBe('light');
    const dark = await putSetting(u, 'theme', { theme: 'dark' });
    expect(dark).toMatchObject({ status: 200, body: { message: 'Theme saved.' } });
    expect(await read()).toBe('dark');
    const bad = await putSetting(u, 'theme', { theme: 'purple' });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('message');
    const theirs = await server.api.put(`/api/users/${u.id}/theme`, { theme: 'light' }, { token: other.token });
    expect(theirs.status).toBe(403);
    const anonymous = await server.api.put(`/api/users/${u.id}/theme`, { theme: 'light' });
    expect(anonymous.status).toBe(401);
    expect(await read()).toBe('dark');
    await putSetting(u, 'language', { language: 'sw' });
    const sw = await putSetting(u, 'theme', { theme: 'light' });
    expect(sw).toMatchObject({ status: 200, body: { message: 'Mandhari imehifadhiwa.' } });
    expect(await read()).toBe('light');
  });

  it('refuse invalid values and change nothing', async () => {
    const u = await createUser(server.ctx);
    const bad = await putSetting(u, 'privacy', { shareData: true, profileVisibility: 'everyone' });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'Profile visibility must be one of: public, private, friends.' },
    });
    const missing = await putSetting(u, 'notification-preferences', { emailNotifications: false });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Sms notifications is required.' } });
    expect((await putSetting(u, 'language', { language: 'fr' })).status).toBe(400);
    expect(await settingsOf(u)).toMatchObject({
      shareData: false,
      profileVisibility: 'public',
      emailNotifications: true,
      language: 'en',
    });
  });

  it('no email notification reaches a user who turned email off; others get it in their language', async () => {
    const quiet = await createUser(server.ctx);
    const loud = await createUser(server.ctx);
    for (const referrer of [quiet, loud])
      await createUser(server.ctx, { referredBy: referrer.id, accountStatus: 'active' });
    await putSetting(quiet, 'notification-preferences', {
      emailNotifications: false,
      smsNotifications: false,
      pushNotifications: true,
    });
    await putSetting(loud, 'language', { language: 'sw' });

    expect(
      (await server.api.post('/api/add-to-savings', { userId: quiet.id, amount: 25 }, { token: quiet.token })).status,
    ).toBe(200);
    expect(
      (await server.api.post('/api/add-to-savings', { userId: loud.id, amount: 25 }, { token: loud.token })).status,
    ).toBe(200);
    const mail = await smtp.waitFor(loud.email);
    expect(mail.subject).toBe('Zawadi za rufaa zimeongezwa kwenye akiba yako');
    expect(mail.text).toContain('Zawadi za rufaa za KES 25.00 zimeongezwa kwenye akiba yako.');
    expect(smtp.received.filter((m) => m.to.includes(quiet.email))).toEqual([]);
    // The in-app notification is still written for the quiet user.
    const inApp = await queryRows(
      server.ctx.db,
      z.object({ message: col.text }),
      sql`SELECT message FROM notifications WHERE user_id = ${quiet.id}`,
    );
    expect(inApp).toEqual([{ message: 'KES 25.00 in referral rewards has been added to your savings.' }]);
    await server.expectLedgerHealthy();
  });
});
