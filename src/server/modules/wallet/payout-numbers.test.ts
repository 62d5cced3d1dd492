import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { PAYOUT_CODE_REQUIRED, walletMessages } from '../../../shared/schemas/wallet';
import { col, queryRow } from '../../db/typed-rows';
import { balanceOf as ledgerBalance } from '../../ledger/accounts';
import { createFundedUser, createUser, fundWallet, type TestUser } from '../../testing/factories';
import { type ReceivedMail, TestSmtpServer } from '../../testing/smtp';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { balanceOf, messagesOf, settled } from './wallet-test-kit';

// Someone holds only a bearer token (stolen from a browser): no password, no access to the mailbox.
const clock = new TestClock(new Date('2026-06-01T08:00:00Z'));
const smtp = new TestSmtpServer();
const server = useTestServer({ clock, smtp });

type Answer = { message: string; code?: string; withdrawalId?: string; status?: string };
const withdraw = (u: TestUser, body: Record<string, unknown>, headers?: Record<string, string>) =>
  server.api.post<Answer>(
    '/api/withdrawals',
    { userId: u.id, amount: 300, ...body },
    { token: u.token, ...(headers ? { headers } : {}) },
  );

const isCodeMail = (m: ReceivedMail) =>
  m.subject === 'Your Pamoja withdrawal code' || m.subject === 'Nambari ya kuthibitisha utoaji wa pesa Pamoja';
const codeMails = (u: TestUser) => smtp.received.filter((m) => m.to.includes(u.email) && isCodeMail(m));
async function mailedCode(u: TestUser, nth: number): Promise<string> {
  await smtp.waitFor(u.email, () => codeMails(u).length >= nth);
  const m = /\n(\d{6})\n/.exec(codeMails(u)[nth - 1]?.text ?? '');
  if (!m?.[1]) throw new Error('no code in the mail');
  return m[1];
}
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function movedNothing(u: TestUser, balance: number): Promise<void> {
  expect(await balanceOf(server, u)).toBe(balance);
  expect(await ledgerBalance(server.ctx.db, `payout:${u.id}`)).toBe(0n);
  const rows = await queryRow(
    server.ctx.db,
    z.object({ n: col.int }),
    sql`SELECT COUNT(*)::int AS n FROM mpesa_withdrawals WHERE user_id = ${u.id}`,
  );
  expect(rows?.n).toBe(0);
}

describe('a withdrawal to a number new to the account', () => {
  it('with a stolen token: two-step off is mailed at once, the new number moves nothing without the mailed code, and pays once with it', async () => {
    const u = await createFundedUser(server.ctx, 1000, { twoStepEnabled: true });

    const off = await server.api.put(
      `/api/accounts/${u.id}/toggle-two-step`,
      { twoStepEnabled: false },
      { token: u.token },
    );
    expect(off.status).toBe(200);
    const notice = await smtp.waitFor(u.email, (m) => m.subject === 'Two-step verification was turned off');
    expect(notice.text).toContain('If this was not you, change your password now');

    const first = await withdraw(u, { mpesaNumber: '0798765432' });
    expect(first.status).toBe(428);
    expect(first.body).toEqual({ message: walletMessages.payoutCodeRequired, code: PAYOUT_CODE_REQUIRED });
    await movedNothing(u, 1000);
    const code = await mailedCode(u, 1);
    expect(codeMails(u)[0]?.text).toContain('0798 765 432');

    // Wrong codes are counted: five, then even the right code is refused until a new one is mailed.
    for (let i = 0; i < 5; i++) {
      const wrong = await withdraw(u, { mpesaNumber: '0798765432', verificationCode: otherThan(code) });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ message: walletMessages.payoutCodeWrong });
    }
    const worn = await withdraw(u, { mpesaNumber: '0798765432', verificationCode: code });
    expect(worn.status).toBe(429);
    expect(worn.body).toEqual({ message: 'Too many wrong codes. Please request a new code.' });
    await movedNothing(u, 1000);

    clock.advance(31_000);
    expect((await withdraw(u, { mpesaNumber: '0798765432' })).status).toBe(428);
    const fresh = await mailedCode(u, 2);
    const headers = { 'idempotency-key': 'stolen-session-payout-1' };
    const paid = await withdraw(u, { mpesaNumber: '0798765432', verificationCode: fresh }, headers);
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({
      message: 'Your withdrawal of KES.300 is being processed.',
      status: 'processing',
    });
    // The same request again (a retry of a lost answer), with or without the used code: the first withdrawal.
    for (const body of [{ mpesaNumber: '0798765432', verificationCode: fresh }, { mpesaNumber: '0798765432' }]) {
      const replay = await withdraw(u, body, headers);
      expect(replay.status).toBe(200);
      expect(replay.body.withdrawalId).toBe(paid.body.withdrawalId);
    }
    expect(await settled(server, u, 'withdrawals', paid.body.withdrawalId ?? '')).toMatchObject({
      status: 'completed',
      mpesaNumber: '254798765432',
    });
    expect(await balanceOf(server, u)).toBe(700);
    const count = await queryRow(
      server.ctx.db,
      z.object({ n: col.int }),
      sql`SELECT COUNT(*)::int AS n FROM mpesa_withdrawals WHERE user_id = ${u.id}`,
    );
    expect(count?.n).toBe(1);

    // A used code cannot pay again to another new number; the confirmed number needs no code.
    expect((await withdraw(u, { amount: 100, mpesaNumber: '0798765433', verificationCode: fresh })).status).toBe(400);
    expect((await withdraw(u, { amount: 100, mpesaNumber: '0798765432' })).status).toBe(201);

    const messages = await messagesOf(server, u);
    expect(messages).toContain(
      'Two-step verification was turned off for your account. If this was not you, change your password now and turn it back on.',
    );
    expect(
      messages.filter((m) =>
        m.startsWith('A code to allow withdrawals to the new number 0798 765 432 was sent to your email.'),
      ),
    ).toHaveLength(2);
    expect(messages).toContain('Withdrawals to 0798 765 432 are now allowed on your account.');
    await server.expectLedgerHealthy();
  });

  it("the account's own phone needs no code", async () => {
    // An ending the simulator pays (its outcome follows the last four digits).
    const u = await createFundedUser(server.ctx, 500, { localPhone: '0722334455' });
    const res = await withdraw(u, { mpesaNumber: u.localPhone });
    expect(res.status).toBe(201);
    expect(await settled(server, u, 'withdrawals', res.body.withdrawalId ?? '')).toMatchObject({ status: 'completed' });
    expect(await balanceOf(server, u)).toBe(200);
    expect(codeMails(u)).toHaveLength(0);
    await server.expectLedgerHealthy();
  });

  it('a code is bound to its number, expires after 10 minutes, and is not used up by a withdrawal that fails', async () => {
    const u = await createFundedUser(server.ctx, 200);
    expect((await withdraw(u, { mpesaNumber: '0711000001' })).status).toBe(428);
    const code = await mailedCode(u, 1);
    expect((await withdraw(u, { mpesaNumber: '0711000002', verificationCode: code })).body).toEqual({
      message: walletMessages.payoutCodeWrong,
    });
    const poor = await withdraw(u, { mpesaNumber: '0711000001', verificationCode: code });
    expect(poor.status).toBe(422);
    expect(poor.body).toEqual({ message: walletMessages.insufficient });
    await movedNothing(u, 200);
    clock.advance(10 * 60 * 1000 + 1);
    const late = await withdraw(u, { amount: 100, mpesaNumber: '0711000001', verificationCode: code });
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ message: 'This code has expired. Please request a new code.' });
    await movedNothing(u, 200);
  });

  it("mails at most five codes an hour, and speaks the owner's language", async () => {
    const u = await createUser(server.ctx);
    await server.ctx.db.execute(sql`UPDATE users SET language = 'sw' WHERE id = ${u.id}`);
    await fundWallet(server.ctx, u.id, 100);
    for (let i = 1; i <= 5; i++) {
      const res = await withdraw(u, { amount: 50, mpesaNumber: `071200000${i}` });
      expect(res.status).toBe(428);
      await mailedCode(u, i);
      clock.advance(31_000);
    }
    const sixth = await withdraw(u, { amount: 50, mpesaNumber: '0712000006' });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ message: walletMessages.payoutCodesPerHour });
    expect(codeMails(u).map((m) => m.subject)).toEqual(Array(5).fill('Nambari ya kuthibitisha utoaji wa pesa Pamoja'));
    expect(await messagesOf(server, u)).toContain(
      'Nambari ya kuruhusu utoaji wa pesa kwenda nambari mpya 0712 000 001 imetumwa kwa barua pepe yako. Kama si wewe, badilisha nenosiri lako sasa.',
    );
    clock.advance(60 * 60 * 1000);
    expect((await withdraw(u, { amount: 50, mpesaNumber: '0712000006' })).status).toBe(428);
    await movedNothing(u, 100);
  });

  it('refuses a malformed code with a clear message and mails nothing', async () => {
    const u = await createFundedUser(server.ctx, 100);
    const res = await withdraw(u, { amount: 50, mpesaNumber: '0713000001', verificationCode: '12a456' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: walletMessages.payoutCodeFormat });
    expect(codeMails(u)).toHaveLength(0);
    await movedNothing(u, 100);
  });
});

describe('the OpenAPI document', () => {
  it('describes the 428 answer and the verificationCode field of POST /api/withdrawals', async () => {
    type Doc = {
      paths: Record<
        string,
        { post?: { description?: string; responses: Record<string, unknown>; requestBody?: unknown } }
      >;
    };
    const doc = await server.api.get<Doc>('/api/docs/json');
    const op = doc.body.paths['/api/withdrawals']?.post;
    expect(op?.responses['428']).toBeDefined();
    expect(op?.description).toContain('verificationCode');
    expect(JSON.stringify(op?.requestBody)).toContain('verificationCode');
  });
});

describe('two-step verification changes', () => {
  it("show in the notifications in the user's language; turning it on is not mailed, turning it off is, even with mail notifications off", async () => {
    const u = await createUser(server.ctx);
    await server.ctx.db.execute(sql`UPDATE users SET language = 'sw', email_notifications = false WHERE id = ${u.id}`);
    expect(
      (await server.api.put(`/api/accounts/${u.id}/toggle-two-step`, { twoStepEnabled: true }, { token: u.token }))
        .status,
    ).toBe(200);
    expect(
      (await server.api.put(`/api/accounts/${u.id}/toggle-two-step`, { twoStepEnabled: false }, { token: u.token }))
        .status,
    ).toBe(200);
    const mail = await smtp.waitFor(u.email, (m) => m.subject === 'Uthibitisho wa hatua mbili umezimwa');
    expect(mail.text).toContain('Kama si wewe, badilisha nenosiri lako sasa');
    expect((await messagesOf(server, u)).sort()).toEqual([
      'Uthibitisho wa hatua mbili umewashwa kwenye akaunti yako.',
      'Uthibitisho wa hatua mbili umezimwa kwenye akaunti yako. Kama si wewe, badilisha nenosiri lako sasa na uuwashe tena.',
    ]);
    expect(smtp.received.filter((m) => m.to.includes(u.email))).toHaveLength(1);
  });
});
