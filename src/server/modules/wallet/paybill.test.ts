import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { balanceOf as ledgerBalance } from '../../ledger/accounts';
import { DarajaError } from '../../mpesa/daraja-errors';
import { createUser, type TestUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { chama, detail, pool, wallet } from '../communities/communities-test-kit';
import { finishPendingCommunityPayments } from './c2b-confirm';
import { paybillJob, paybillUrl } from './c2b-register';
import { newTransId, paybillCalls } from './paybill-test-kit';
import { daraja } from './mpesa-gateway';
import { refusedCallbacks } from './refused-callbacks';
import { balanceOf } from './wallet-test-kit';

/** Paybill deposits (docs/product/paybill.md): M-Pesa's C2B calls over HTTP, and the simulator's. */
let shortcode: string;
const server = useTestServer({ env: { MPESA_C2B_SHORTCODE: '600984' }, ledgerCheckAfterAll: true }, () => {
  shortcode = server.ctx.config.mpesa.c2bShortcode;
});

const { payment, path, rowsFor, validate, confirm } = paybillCalls(server);
const smsOf = (userId: string) =>
  queryRows(
    server.ctx.db,
    z.object({ message: col.text }),
    sql`SELECT message FROM sms_outbox WHERE user_id = ${userId} ORDER BY id`,
  );
const accepted = { ResultCode: '0', ResultDesc: 'Accepted' };
const badAccount = { ResultCode: 'C2B00012', ResultDesc: 'Rejected' };

async function smsUser(): Promise<TestUser> {
  const u = await createUser(server.ctx, { accountStatus: 'inactive' });
  await server.ctx.db.execute(sql`UPDATE users SET sms_notifications = true WHERE id = ${u.id}`);
  return u;
}

describe('paybill validation', () => {
  it('accepts a user’s phone in every form and a member’s community account; refuses the rest', async () => {
    const u = await createUser(server.ctx);
    const local = u.localPhone;
    for (const ref of [local, `254${local.slice(1)}`, `+254${local.slice(1)}`, ` ${local} `])
      expect(await validate(payment(ref, '100.00')), ref).toEqual(accepted);
    const c = await chama(server, { plain: 1 });
    const member = c.members[0];
    const outsider = await createUser(server.ctx);
    if (!member) throw new Error('no member');
    expect(await validate(payment(`C${c.id}-${member.localPhone}`, '100.00'))).toEqual(accepted);
    expect(await validate(payment(`c${c.id.slice(0, 8)}-254${member.localPhone.slice(1)}`, '100.00'))).toEqual(
      accepted,
    );
    const refusals = [
      '0700000001', // nobody's phone
      '12345',
      '',
      `C${c.id}-${outsider.localPhone}`, // not a member
      `C${c.id}-0700000001`, // nobody
      `C00000000-0000-4000-8000-000000000000-${member.localPhone}`, // no such community
      `Cdeadbeef-${member.localPhone}`,
      `C${c.id.slice(0, 7)}-${member.localPhone}`, // too short an id
      `C${c.id}`,
      `${c.id}-${member.localPhone}`,
    ];
    for (const ref of refusals) expect(await validate(payment(ref, '100.00')), ref).toEqual(badAccount);
    expect(await validate(payment(local, '100.00', newTransId(), '999999'))).toEqual({
      ResultCode: 'C2B00015',
      ResultDesc: 'Rejected',
    });
    expect(await validate({ nothing: true })).toEqual({ ResultCode: 'C2B00016', ResultDesc: 'Rejected' });
    expect(await validate(payment(local, '-5'))).toEqual({ ResultCode: 'C2B00016', ResultDesc: 'Rejected' });
  });
});

describe('paybill confirmation', () => {
  it('credits the wallet once per TransID, however often and however concurrently it is replayed', async () => {
    const u = await smsUser();
    const body = payment(u.localPhone, '1500.00');
    const first = await Promise.all(Array.from({ length: 6 }, () => confirm(body)));
    for (const r of first) expect(r).toMatchObject({ status: 200, body: { ResultCode: '0' } });
    expect((await confirm(body)).status).toBe(200);
    expect(await balanceOf(server, u)).toBe(1500);
    expect(await rowsFor(body.TransID)).toEqual([{ status: 'credited', target: 'wallet', user_id: u.id }]);
    expect(await smsOf(u.id)).toEqual([
      { message: `Pamoja: KES 1,500.00 received by paybill (ref ${body.TransID}) and added to your Pamoja wallet.` },
    ]);
    const user = await queryRow(
      server.ctx.db,
      z.object({ account_status: col.text }),
      sql`SELECT account_status FROM users WHERE id = ${u.id}`,
    );
    expect(user?.account_status).toBe('active');
    await server.expectLedgerHealthy();
  });

  it('pays a member’s community dues through the wallet into the pool, once', async () => {
    const c = await chama(server, { plain: 1 });
    const member = c.members[0];
    if (!member) throw new Error('no member');
    const before = await wallet(server, member);
    const body = payment(`C${c.id.slice(0, 8)}-${member.localPhone}`, '1000');
    await Promise.all([confirm(body), confirm(body), confirm(body)]);
    expect(await pool(server, c.id)).toBe(1000);
    expect(await wallet(server, member)).toBe(before);
    expect(await rowsFor(body.TransID)).toEqual([{ status: 'contributed', target: 'community', user_id: member.id }]);
    const mine = (await detail(server, member, c.id)).members.find((m) => m.user_id === member.id);
    expect(mine?.contributed).toBe(1000);

    // An instance that stopped between the credit and the contribution: the job finishes it, once.
    await server.ctx.db.execute(
      sql`UPDATE c2b_payments SET status = 'credited', received_at = received_at - interval '2 minutes' WHERE trans_id = ${body.TransID}`,
    );
    await Promise.all([finishPendingCommunityPayments(server.ctx), finishPendingCommunityPayments(server.ctx)]);
    expect(await rowsFor(body.TransID)).toEqual([{ status: 'contributed', target: 'community', user_id: member.id }]);
    expect(await pool(server, c.id)).toBe(1000);
    expect(await wallet(server, member)).toBe(before);
    await server.expectLedgerHealthy();
  });

  it('leaves the confirmation M-Pesa posts for an STK push payment (account Pamoja) to the STK callback', async () => {
    const suspense = await ledgerBalance(server.ctx.db, 'paybill:suspense');
    const body = payment('Pamoja', '400.00');
    expect((await confirm(body)).status).toBe(200);
    expect((await confirm(body)).status).toBe(200);
    expect(await rowsFor(body.TransID)).toEqual([{ status: 'ignored', target: 'stk', user_id: null }]);
    expect(await ledgerBalance(server.ctx.db, 'paybill:suspense')).toBe(suspense);
    const moved = await queryRows(
      server.ctx.db,
      z.object({}),
      sql`SELECT 1 FROM journal_entries WHERE idempotency_key = ${`c2b:${body.TransID}`}`,
    );
    expect(moved).toEqual([]);
  });

  it('a member who left between validation and confirmation keeps the money in the wallet', async () => {
    const c = await chama(server, { plain: 1 });
    const member = c.members[0];
    if (!member) throw new Error('no member');
    const body = payment(`C${c.id}-${member.localPhone}`, '300');
    expect(await validate(body)).toEqual(accepted);
    const left = await server.api.delete(`/api/communities/${c.id}/members/${member.id}`, { token: member.token });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    const before = await wallet(server, member);
    expect((await confirm(body)).status).toBe(200);
    expect(await wallet(server, member)).toBe(before + 300);
    expect(await pool(server, c.id)).toBe(0);
    await server.expectLedgerHealthy();
  });

  it('refuses forged calls on a wrong path and stores nothing of them', async () => {
    const u = await createUser(server.ctx);
    const body = payment(u.localPhone, '5000');
    const refused = refusedCallbacks(server.ctx);
    const before = refused.total;
    for (const url of [
      '/paybill/c2b/confirmation/guessed-token',
      '/paybill/c2b/validation/guessed-token',
      `${path('confirmation')}x`,
      path('confirmation').replace('confirmation', 'validation').slice(0, -1),
    ])
      expect((await server.api.post(url, body)).status, url).toBe(400);
    expect((await server.api.post(`/paybill/c2b/other/${'x'.repeat(32)}`, body)).status).toBe(400);
    expect(refused.total - before).toBe(4);
    expect(await rowsFor(body.TransID)).toEqual([]);
    const stored = await queryRow(
      server.ctx.db,
      z.object({ n: col.bigint }),
      sql`SELECT COUNT(*)::bigint AS n FROM mpesa_callbacks WHERE payload::text LIKE ${`%${body.TransID}%`}`,
    );
    expect(stored?.n).toBe(0n);
    expect(await balanceOf(server, u)).toBe(0);
  });
});

describe('paybill through the Daraja simulator', () => {
  it('registers the URLs, refuses foreign ones, and a simulated payment lands in the right wallet once', async () => {
    const client = daraja(server.ctx);
    await expect(
      client.registerUrl({
        shortcode,
        validationUrl: 'https://evil.example/paybill/c2b/validation/x',
        confirmationUrl: paybillUrl(server.ctx, 'confirmation'),
        responseType: 'Cancelled',
      }),
    ).rejects.toBeInstanceOf(DarajaError);
    await expect(
      client.c2bSimulate({ shortcode: '111111', amount: 10, msisdn: '254708374149', billRefNumber: '0700000000' }),
    ).rejects.toBeInstanceOf(DarajaError);
    await paybillJob.run(server.ctx); // what start-up does
    const u = await smsUser();
    const res = await client.c2bSimulate({
      shortcode,
      amount: 700,
      msisdn: '254708374149',
      billRefNumber: u.localPhone,
    });
    expect(res.ResponseCode).toBe('0');
    for (let i = 0; i < 200 && (await balanceOf(server, u)) === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(await balanceOf(server, u)).toBe(700);
    expect((await smsOf(u.id)).map((s) => s.message)).toEqual([
      expect.stringMatching(
        /^Pamoja: KES 700\.00 received by paybill \(ref [A-Z0-9]{10}\) and added to your Pamoja wallet\.$/,
      ),
    ]);

    // An unknown account: validation refuses, so M-Pesa never confirms and nothing is stored.
    const unknown = await client.c2bSimulate({
      shortcode,
      amount: 50,
      msisdn: '254708374149',
      billRefNumber: '0711000001',
    });
    expect(unknown.ResponseCode).toBe('0');
    await new Promise((r) => setTimeout(r, 300));
    const stored = await queryRows(
      server.ctx.db,
      z.object({}),
      sql`SELECT 1 FROM c2b_payments WHERE bill_ref = '0711000001'`,
    );
    expect(stored).toHaveLength(0);
    await server.expectLedgerHealthy();
  });
});
