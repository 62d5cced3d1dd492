import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { col, queryRows } from '../../db/typed-rows';
import { createUser, fundWallet, type TestUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { chama, pool } from '../communities/communities-test-kit';
import { createGoalVia } from '../goals/goals-test-kit';
import { approvedLoan } from '../loans/loans-test-kit';
import { balanceOf, settled } from '../wallet/wallet-test-kit';
import { dial, PIN, setPinVia, ussdUser } from './ussd-test-kit';

/**
 * The money paths of the USSD menu (docs/product/ussd.md), each through the feature's own service,
 * the deposit through the Daraja simulator over HTTP; a callback sent again moves nothing twice;
 * the ledger invariants hold after each test.
 */

const server = useTestServer();
afterEach(async () => {
  await server.expectLedgerHealthy();
});

const rows = (table: 'mpesa_deposits' | 'mpesa_withdrawals', userId: string) =>
  queryRows(
    server.ctx.db,
    z.object({ id: col.text, amount_cents: col.bigint, phone: col.text }),
    table === 'mpesa_deposits'
      ? sql`SELECT id::text AS id, amount_cents, phone FROM mpesa_deposits WHERE user_id = ${userId}`
      : sql`SELECT id::text AS id, amount_cents, phone FROM mpesa_withdrawals WHERE user_id = ${userId}`,
  );

async function withPin(user: TestUser): Promise<TestUser> {
  await setPinVia(server, user);
  return user;
}

describe('deposit', () => {
  it('pushes an STK prompt to the calling phone; the simulator’s callback credits once, however often AT repeats the step', async () => {
    const user = await ussdUser(server, 'en');
    const step = dial(server, user.phone);
    expect(await step(`${PIN}*2*500`)).toBe(
      `CON Deposit KES 500.00 from M-Pesa 0${user.phone.slice(3)}?\n1 Confirm\n0 Back`,
    );
    const done = await step(`${PIN}*2*500*1`);
    expect(done).toBe(
      'END Check your phone: enter your M-Pesa PIN to deposit KES 500.00. We will text you when it arrives.',
    );
    expect(await step(`${PIN}*2*500*1`)).toBe(done);
    const deposits = await rows('mpesa_deposits', user.id);
    expect(deposits).toHaveLength(1);
    expect(deposits[0]).toMatchObject({ amount_cents: 50_000n, phone: user.phone });
    const settledDeposit = await settled(server, user, 'deposits', deposits[0]?.id ?? '');
    expect(settledDeposit.status).toBe('completed');
    expect(await balanceOf(server, user)).toBe(500);
    // a later retry of the same step still moves nothing
    expect(await step(`${PIN}*2*500*1`)).toBe(done);
    expect(await rows('mpesa_deposits', user.id)).toHaveLength(1);
    expect(await balanceOf(server, user)).toBe(500);
    expect(await dial(server, user.phone)(`${PIN}*7`)).toMatch(/^END Last transactions:\n\d\d\/\d\d \+500 Deposit$/);
  });

  it('a new session is a new deposit; in Kiswahili', async () => {
    const user = await ussdUser(server, 'sw');
    expect(await dial(server, user.phone)(`${PIN}*2*100*1`)).toBe(
      'END Angalia simu yako: weka PIN yako ya M-Pesa kuweka KES 100.00. Tutakutumia ujumbe zikifika.',
    );
    await dial(server, user.phone)(`${PIN}*2*100*1`);
    const deposits = await rows('mpesa_deposits', user.id);
    expect(deposits).toHaveLength(2);
    for (const d of deposits) await settled(server, user, 'deposits', d.id);
    expect(await balanceOf(server, user)).toBe(200);
  });

  it('promises a text only to a user who takes SMS receipts', async () => {
    const user = await ussdUser(server, 'en');
    const off = await server.api.put(
      `/api/users/${user.id}/notification-preferences`,
      { emailNotifications: true, smsNotifications: false, pushNotifications: false },
      { token: user.token },
    );
    expect(off.status).toBe(200);
    expect(await dial(server, user.phone)(`${PIN}*2*100*1`)).toBe(
      'END Check your phone: enter your M-Pesa PIN to deposit KES 100.00.',
    );
    const deposits = await rows('mpesa_deposits', user.id);
    for (const d of deposits) await settled(server, user, 'deposits', d.id);
    expect(await balanceOf(server, user)).toBe(100);
  });
});

describe('withdrawal', () => {
  it('pays out to the calling phone once; refuses more than the balance', async () => {
    const user = await ussdUser(server, 'en');
    await fundWallet(server.ctx, user.id, 1_000);
    const step = dial(server, user.phone);
    expect(await step(`${PIN}*3*5000*1`)).toBe('END Insufficient balance.');
    const done = await step(`${PIN}*3*400*1`);
    expect(done).toBe(`END KES 400.00 is on its way to M-Pesa 0${user.phone.slice(3)}.`);
    expect(await step(`${PIN}*3*400*1`)).toBe(done);
    const paid = await rows('mpesa_withdrawals', user.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amount_cents: 40_000n, phone: user.phone });
    expect((await settled(server, user, 'withdrawals', paid[0]?.id ?? '')).status).toBe('completed');
    expect(await balanceOf(server, user)).toBe(600);
  });
});

describe('goal contribution', () => {
  it('lists the goals, saves into the chosen one once, and refuses more than it still needs', async () => {
    const user = await ussdUser(server, 'en');
    await fundWallet(server.ctx, user.id, 2_000);
    await createGoalVia(server, user, { title: 'School fees for the twins next year', target: 1_000 });
    await createGoalVia(server, user, { title: 'Bike', target: 5_000 });
    const step = dial(server, user.phone);
    expect(await step(`${PIN}*4`)).toBe('CON Choose a goal:\n1 Bike\n2 School fees for the…');
    expect(await step(`${PIN}*4*3`)).toBe('CON Invalid choice.\n0 Back 00 Menu');
    expect(await step(`${PIN}*4*2`)).toBe('CON School fees for the…: KES 0.00 of KES 1,000.00.\nEnter amount (KES):');
    expect(await step(`${PIN}*4*2*1500`)).toBe(
      'CON That is more than the goal still needs (KES 1,000.00).\n0 Back 00 Menu',
    );
    expect(await step(`${PIN}*4*2*250`)).toBe(
      'CON Save KES 250.00 from your wallet to School fees for the…?\n1 Confirm\n0 Back',
    );
    expect(await step(`${PIN}*4*2*250*1`)).toBe('END KES 250.00 saved to School fees for the….');
    expect(await step(`${PIN}*4*2*250*1`)).toBe('END KES 250.00 saved to School fees for the….');
    expect(await balanceOf(server, user)).toBe(1_750);
    expect(await dial(server, user.phone)(`${PIN}*4*2`)).toMatch(/KES 250\.00 of KES 1,000\.00/);
  });
});

describe('chama dues', () => {
  it('shows the dues and pays them from the wallet once, in Kiswahili', async () => {
    const { id, members } = await chama(server, { plain: 1, walletKes: 3_000 });
    const member = await withPin(members[0]!);
    await server.ctx.db.execute(sql`UPDATE users SET language = 'sw' WHERE id = ${member.id}`);
    const step = dial(server, member.phone);
    expect(await step(`${PIN}*5`)).toBe('CON Chagua chama:\n1 Umoja Chama');
    // The one dues figure: cycle 1, due on its date, is what must be paid ("Deni").
    expect(await step(`${PIN}*5*1`)).toBe('CON Umoja Chama: Deni KES 1,000.00.\nWeka kiasi (KES):');
    expect(await step(`${PIN}*5*1*1000`)).toBe(
      'CON Lipa KES 1,000.00 kutoka pochi yako kwa Umoja Chama?\n1 Thibitisha\n0 Rudi',
    );
    const done = await step(`${PIN}*5*1*1000*1`);
    expect(done).toBe('END KES 1,000.00 zimelipwa kwa Umoja Chama. Deni: KES 0.00.');
    expect(await step(`${PIN}*5*1*1000*1`)).toBe(done);
    expect(await balanceOf(server, member)).toBe(2_000);
    expect(await pool(server, id)).toBe(1_000);
    expect(await step(`${PIN}*5*1*5000*1`)).toBe('END Salio halitoshi.');
  });
});

describe('loan', () => {
  it('shows the loan balance and repays from the wallet once; refuses over what is owed', async () => {
    const admin = await createUser(server.ctx, { role: 'superadmin' });
    const { user } = await approvedLoan(server, admin, 1_000, '1 month', 500);
    await withPin(user);
    const step = dial(server, user.phone);
    const menu = await step(`${PIN}*6`);
    expect(menu).toMatch(/^CON Loan: KES 1,\d{3}\.\d\d owed, due \d{1,2} [A-Z][a-z]{2} \d{4}\.\n1 Repay$/);
    expect(await step(`${PIN}*6*2`)).toBe('CON Invalid choice.\n0 Back 00 Menu');
    expect(await step(`${PIN}*6*1`)).toMatch(/^CON Enter amount to repay \(up to KES 1,\d{3}\.\d\d\):$/);
    expect(await step(`${PIN}*6*1*99999`)).toMatch(
      /^CON That is more than you owe \(KES 1,\d{3}\.\d\d\)\.\n0 Back 00 Menu$/,
    );
    // The key facts before the confirm step: the loan's total and its due date.
    expect(await step(`${PIN}*6*1*300`)).toMatch(
      /^CON Loan total KES 1,100\.00, due \d{1,2} [A-Z][a-z]{2} \d{4}\.\nRepay KES 300\.00 of your loan from your wallet\?\n/,
    );
    expect(await step(`${PIN}*6*1*300*1`)).toMatch(/^END KES 300\.00 repaid\. Still owed: KES \d{3}\.\d\d\.$/);
    expect(await step(`${PIN}*6*1*300*1`)).toMatch(/^END KES 300\.00 repaid\./);
    expect(await balanceOf(server, user)).toBe(1_200);
    expect(await dial(server, user.phone)(`${PIN}*7`)).toMatch(/-300 Loan repaid/);
  });
});
