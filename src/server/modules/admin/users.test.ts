import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { walletBalance } from '../../ledger/accounts';
import {
  contributeToGoalShare,
  createFundedUser,
  createUser,
  fundWallet,
  type TestUser,
} from '../../testing/factories';
import { type TestServer } from '../../testing/test-server';
import { userEditBody } from './admin-test-kit';
import { useTestServerWithUser } from '../../testing/use-test-server';

const One = z.object({ one: col.int });

/** A 1×1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
let server: TestServer;
let admin: TestUser;

useTestServerWithUser({}, { role: 'superadmin' }, (s, a) => ([server, admin] = [s, a]));

const asAdmin = () => ({ token: admin.token });
const editBody = (u: TestUser, over: Record<string, unknown> = {}) => userEditBody(u, { balance: 0, ...over });

describe('user lists', () => {
  it('list users by state with the named fields, newest first', async () => {
    const active = await createFundedUser(server.ctx, 150.5, { fullName: 'Amina Active' });
    const inactive = await createUser(server.ctx, { fullName: 'Ian Inactive', loanLimitKes: 500 });
    const incomplete = await createUser(server.ctx, { fullName: 'Ida Incomplete', registrationStep: 3 });
    const deleting = await createUser(server.ctx, { fullName: 'Dan Deleting' });
    const requestedAt = new Date('2026-01-02T03:04:05.000Z');
    await server.ctx.db.execute(
      sql`UPDATE users SET delete_requested_at = ${requestedAt.toISOString()}::timestamptz WHERE id = ${deleting.id}`,
    );
    const row = (u: TestUser, balance = 0, loanLimit = 0) => ({
      id: u.id,
      user_id: u.id,
      full_name: u.fullName,
      email: u.email,
      phone: u.phone,
      balance,
      loan_limit: loanLimit,
    });

    const users = await server.api.get<{ users: unknown[] }>('/superadmin/users', asAdmin());
    expect(users.status).toBe(200);
    expect(users.body.users).toEqual(
      expect.arrayContaining([row(active, 150.5), row(inactive, 0, 500), row(incomplete), row(deleting)]),
    );
    expect(users.body.users).not.toContainEqual(expect.objectContaining({ id: admin.id }));

    const act = await server.api.get<{ activeUsers: unknown[] }>('/superadmin/active-users', asAdmin());
    expect(act.body.activeUsers).toEqual([row(active, 150.5)]);
    const inact = await server.api.get<{ inactiveUsers: Array<{ id: string }> }>(
      '/superadmin/inactive-users',
      asAdmin(),
    );
    expect(inact.body.inactiveUsers.map((u) => u.id).sort()).toEqual([inactive.id, deleting.id].sort());
    const inc = await server.api.get('/superadmin/incomplete-registrations', asAdmin());
    expect(inc.body).toEqual({
      incompleteRegistrations: [{ ...row(incomplete), purge_at: expect.any(String) }],
      next_cursor: null,
    });
    const del = await server.api.get('/superadmin/delete-requests', asAdmin());
    expect(del.body).toEqual({
      deleteRequests: [{ ...row(deleting), delete_request_date: requestedAt.toISOString() }],
      next_cursor: null,
    });
  });

  it('user details carry the ID image URLs; unknown users are 404', async () => {
    const u = await createUser(server.ctx);
    const ids = await queryRows(
      server.ctx.db,
      z.object({ id: col.text }),
      sql`INSERT INTO uploads (owner_user_id, purpose, content_type, size_bytes, bytes)
          VALUES (${u.id}, 'id_front', 'image/png', ${TINY_PNG.length}, ${TINY_PNG}), (${u.id}, 'id_back', 'image/png', ${TINY_PNG.length}, ${TINY_PNG})
          RETURNING id`,
    );
    await server.ctx.db.execute(
      sql`UPDATE users SET front_id_upload_id = ${ids[0]!.id}, back_id_upload_id = ${ids[1]!.id} WHERE id = ${u.id}`,
    );
    const res = await server.api.get(`/api/superadmin/user-details/${u.id}`, asAdmin());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user: {
        id: u.id,
        user_id: u.id,
        full_name: u.fullName,
        front_id_path: `/api/uploads/${ids[0]!.id}`,
        back_id_path: `/api/uploads/${ids[1]!.id}`,
        goal_savings: 0,
      },
    });
    const missing = await server.api.get('/api/superadmin/user-details/NOSUCH00', asAdmin());
    expect([missing.status, missing.body]).toEqual([404, { message: 'User not found.' }]);
  });
});

describe('editing a user', () => {
  it('updates the fields and turns a new balance into an audited adjustment entry', async () => {
    const u = await createFundedUser(server.ctx, 100);
    const body = editBody(u, {
      full_name: 'Neema Mpya',
      email: `NEW.${u.id}@Example.com`,
      phone: '0111222333',
      balance: 250.25,
      expected_balance: 100,
      loan_limit: 1500,
      reason: 'Refund of a failed M-Pesa reversal',
    });
    const res = await server.api.put(`/superadmin/users/${u.id}`, body, asAdmin());
    expect(res.status).toBe(200);
    const expectedUser = {
      id: u.id,
      user_id: u.id,
      full_name: 'Neema Mpya',
      email: `new.${u.id.toLowerCase()}@example.com`,
      phone: '254111222333',
      balance: 250.25,
      loan_limit: 1500,
    };
    expect(res.body).toEqual({ message: 'User updated successfully', user: expectedUser });
    expect(await walletBalance(server.ctx.db, u.id)).toBe(25_025n);
    const entry = await queryRow(
      server.ctx.db,
      z.object({ kind: col.text, actor_user_id: col.text.nullable(), description: col.text }),
      sql`SELECT kind, actor_user_id, description FROM journal_entries WHERE kind = 'admin_adjustment' AND meta->>'toCents' = '25025' AND idempotency_key LIKE ${`admin-adjustment:${u.id}:%`}`,
    );
    expect(entry).toEqual({
      kind: 'admin_adjustment',
      actor_user_id: admin.id,
      description: 'Refund of a failed M-Pesa reversal',
    });
    const log = await queryRows(
      server.ctx.db,
      z.object({ action: col.text, actor_user_id: col.text.nullable() }),
      sql`SELECT action, actor_user_id FROM audit_log WHERE target = ${`user:${u.id}`}`,
    );
    expect(log).toEqual([{ action: 'user.update', actor_user_id: admin.id }]);

    // The same request again names a balance the wallet no longer holds: refused, nothing moves.
    const again = await server.api.put(`/superadmin/users/${u.id}`, body, asAdmin());
    expect([again.status, again.body]).toEqual([
      409,
      {
        message:
          'The balance has changed since you opened this user (it is now KES 250.25). Reload the page and enter the change again.',
        code: 'stale_balance',
      },
    ]);
    const entries = await queryRows(
      server.ctx.db,
      One,
      sql`SELECT 1 AS one FROM journal_entries WHERE idempotency_key LIKE ${`admin-adjustment:${u.id}:%`}`,
    );
    expect(entries).toHaveLength(1);

    const down = await server.api.put(
      `/superadmin/users/${u.id}`,
      { ...body, balance: 0, expected_balance: 250.25 },
      asAdmin(),
    );
    expect(down.status).toBe(200);
    expect(await walletBalance(server.ctx.db, u.id)).toBe(0n);
    const details = await server.api.get(`/api/superadmin/user-details/${u.id}`, asAdmin());
    expect(details.body).toMatchObject({ user: { ...expectedUser, balance: 0 } });
    await server.expectLedgerHealthy();
  });

  it('refuses a negative balance, duplicates and bad input, changing nothing', async () => {
    const u = await createUser(server.ctx);
    const taken = await createUser(server.ctx);
    await fundWallet(server.ctx, u.id, 40);
    const put = (over: Record<string, unknown>) =>
      server.api.put(`/superadmin/users/${u.id}`, editBody(u, { balance: 40, ...over }), asAdmin());
    const negative = await put({ balance: -0.01, full_name: 'Changed' });
    expect([negative.status, negative.body]).toEqual([400, { message: 'The balance cannot be negative.' }]);
    const email = await put({ email: taken.email.toUpperCase(), full_name: 'Changed' });
    expect([email.status, email.body]).toEqual([409, { message: 'This email is already registered to another user.' }]);
    const phone = await put({ phone: taken.phone, full_name: 'Changed' });
    expect([phone.status, phone.body]).toEqual([
      409,
      { message: 'This phone number is already registered to another user.' },
    ]);
    const badPhone = await put({ phone: '12345' });
    expect([badPhone.status, badPhone.body]).toEqual([
      400,
      { message: 'Please enter a valid phone number (10 digits starting 07 or 01).' },
    ]);
    const cents = await put({ balance: 1.005 });
    expect([cents.status, cents.body]).toEqual([400, { message: 'Balance can have at most two decimals.' }]);
    const limit = await put({ loan_limit: -1 });
    expect([limit.status, limit.body]).toEqual([400, { message: 'Loan limit cannot be negative.' }]);
    const missing = await server.api.put('/superadmin/users/NOSUCH00', editBody(u), asAdmin());
    expect([missing.status, missing.body]).toEqual([404, { message: 'User not found.' }]);
    const details = await server.api.get(`/api/superadmin/user-details/${u.id}`, asAdmin());
    expect(details.body).toMatchObject({
      user: { full_name: u.fullName, email: u.email, phone: u.phone, balance: 40 },
    });
    await server.expectLedgerHealthy();
  });
});

describe('deleting a user', () => {
  it('is refused while money or an active loan remains', async () => {
    const rich = await createFundedUser(server.ctx, 10);
    const inGoal = await createFundedUser(server.ctx, 5);
    await contributeToGoalShare(server.ctx, inGoal.id, 'g-del', 500n);
    const borrower = await createUser(server.ctx);
    await server.ctx.db.execute(
      sql`INSERT INTO loans (user_id, amount_cents, duration, purpose, repayment_cents, status) VALUES (${borrower.id}, 10000, '10 days', 'Stock', 10000, 'Pending')`,
    );
    for (const u of [rich, inGoal]) {
      const res = await server.api.delete(`/api/superadmin/users/delete/${u.id}`, asAdmin());
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        message: `This user still holds KES ${u === rich ? '10.00' : '5.00'} (wallet, goal shares or withdrawals in progress). The user can be deleted only when nothing remains.`,
      });
    }
    const loan = await server.api.delete(`/api/superadmin/users/delete/${borrower.id}`, asAdmin());
    expect([loan.status, loan.body]).toEqual([
      409,
      {
        message: 'This user has an active loan (Pending). The user can be deleted only once it is repaid or declined.',
      },
    ]);
    const depositing = await createUser(server.ctx);
    await server.ctx.db.execute(
      sql`INSERT INTO mpesa_deposits (user_id, amount_cents, phone, description, status, callback_token_hash, created_at, next_query_at)
          VALUES (${depositing.id}, 1000, ${depositing.phone}, 'Top up', 'processing', 'x', now(), now())`,
    );
    const deposit = await server.api.delete(`/api/superadmin/users/delete/${depositing.id}`, asAdmin());
    expect([deposit.status, deposit.body]).toEqual([
      409,
      { message: 'This user has an M-Pesa deposit still in progress. The user can be deleted once it has settled.' },
    ]);
    expect((await server.api.get(`/api/superadmin/user-details/${rich.id}`, asAdmin())).status).toBe(200);
  });

  it('erases personal data and images, ends sessions, keeps the ledger', async () => {
    const u = await createFundedUser(server.ctx, 20);
    await server.api.put(
      `/superadmin/users/${u.id}`,
      editBody(u, { balance: 0, expected_balance: 20, reason: 'Closing the account' }),
      asAdmin(),
    );
    await server.ctx.db.execute(
      sql`INSERT INTO uploads (owner_user_id, purpose, content_type, size_bytes, bytes) VALUES (${u.id}, 'id_front', 'image/png', ${TINY_PNG.length}, ${TINY_PNG})`,
    );
    const res = await server.api.delete(`/api/superadmin/users/delete/${u.id}`, asAdmin());
    expect([res.status, res.body]).toEqual([200, { message: 'User deleted successfully' }]);
    const row = await queryRow(
      server.ctx.db,
      z.object({
        full_name: col.text.nullable(),
        email: col.text.nullable(),
        phone: col.text.nullable(),
        password_hash: col.text.nullable(),
        deleted: col.boolean,
      }),
      sql`SELECT full_name, email, phone, password_hash, deleted_at IS NOT NULL AS deleted FROM users WHERE id = ${u.id}`,
    );
    expect(row).toEqual({ full_name: null, email: null, phone: null, password_hash: null, deleted: true });
    expect(
      await queryRows(server.ctx.db, One, sql`SELECT 1 AS one FROM uploads WHERE owner_user_id = ${u.id}`),
    ).toEqual([]);
    expect(
      await queryRows(
        server.ctx.db,
        One,
        sql`SELECT 1 AS one FROM postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.user_id = ${u.id}`,
      ),
    ).toHaveLength(2);
    expect((await server.api.get(`/api/interests/performance/${u.id}`, { token: u.token })).status).toBe(401);
    const log = await queryRows(
      server.ctx.db,
      z.object({ action: col.text }),
      sql`SELECT action FROM audit_log WHERE target = ${`user:${u.id}`} ORDER BY id`,
    );
    expect(log.map((l) => l.action)).toEqual(['user.update', 'user.delete']);
    const users = await server.api.get<{ users: Array<{ id: string }> }>('/superadmin/users', asAdmin());
    expect(users.body.users.map((x) => x.id)).not.toContain(u.id);
    const again = await server.api.delete(`/api/superadmin/users/delete/${u.id}`, asAdmin());
    expect([again.status, again.body]).toEqual([404, { message: 'User not found.' }]);
    await server.expectLedgerHealthy();
  });
});
