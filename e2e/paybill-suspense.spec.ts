import { type APIRequestContext, expect, test } from '@playwright/test';
import { loadConfig } from '../src/server/config';
import { c2bPaymentBody } from '../src/server/mpesa/c2b-payloads';
import { paybillPath } from '../src/server/mpesa/paybill-token';
import { expectNoViolations } from './support/axe';
import { openAsAdmin } from './support/console';
import { submit } from './support/forms';
import { type E2EUser, loginSuperadmin, registerUser } from './support/users';

/**
 * A paybill payment whose account number names nobody waits in suspense; the superadmin sees it on
 * the dashboard and adds it to the wallet of the user who paid (docs/product/paybill.md).
 */

// The app under test runs with this process's environment, so its paybill secret is this one.
const mpesa = loadConfig().mpesa;
let sequence = 0;

/** M-Pesa confirms a paybill payment straight away (its validation call skipped): it lands in suspense. */
async function paidToNobody(request: APIRequestContext, amount: string): Promise<string> {
  sequence += 1;
  const transId = `SUS${Date.now().toString(36).toUpperCase()}${sequence}`;
  const res = await request.post(paybillPath(mpesa, 'confirmation'), {
    data: c2bPaymentBody({
      transId,
      transTime: '20261126093000',
      amount,
      shortcode: mpesa.c2bShortcode,
      billRef: `NOBODY-${sequence}`,
      msisdn: '254708374149',
      firstName: 'Jane',
      lastName: 'Doe',
    }),
  });
  expect(res.status(), await res.text()).toBe(200);
  return transId;
}

async function walletOf(request: APIRequestContext, user: E2EUser): Promise<number> {
  const res = await request.get(`/api/accounts/${user.id}`, {
    headers: { accept: 'application/json', authorization: `Bearer ${user.token}` },
  });
  return ((await res.json()) as { account: { balance: number } }).account.balance;
}

test('a paybill payment that named nobody waits on the dashboard until the superadmin adds it to a wallet', async ({
  page,
  request,
}) => {
  const admin = await loginSuperadmin(request);
  const payer = await registerUser(request, { prefix: 'suspense' });
  const transId = await paidToNobody(request, '250.00');
  // An amount M-Pesa never sends is listed with its reason, and has nothing to assign.
  const refused = await paidToNobody(request, '12.50');

  await openAsAdmin(page, admin, '/admin/dashboard');
  const panel = page.getByRole('region', { name: 'Paybill payments to assign' });
  const row = panel.getByRole('row').filter({ hasText: transId });
  await expect(row).toContainText('KES 250.00');
  await expect(row).toContainText('NOBODY-');
  await expect(row).toContainText('Jane Doe, 0708374149');
  const refusedRow = panel.getByRole('row').filter({ hasText: refused });
  await expect(refusedRow).toContainText('Refused: a fraction of a shilling, which M-Pesa never sends.');
  await expect(refusedRow.getByRole('button')).toHaveCount(0);
  await expectNoViolations(page, 'dashboard with a paybill payment to assign');

  await row.getByRole('button', { name: `Assign KES 250.00 (${transId})` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add KES 250.00 to a wallet' });
  await submit(dialog, 'Add to wallet');
  await expect(dialog.getByRole('alert')).toHaveText('User ID is required.');
  await submit(dialog, 'Add to wallet', { 'User ID': 'NOSUCHUSER1' });
  await expect(dialog.getByRole('alert')).toHaveText('User not found.');
  expect(await walletOf(request, payer)).toBe(0);

  await submit(dialog, 'Add to wallet', { 'User ID': payer.id });
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('status')).toHaveText(`KES 250.00 from ${transId} was added to the user’s wallet.`);
  await expect(panel.getByRole('row').filter({ hasText: transId })).toHaveCount(0);
  expect(await walletOf(request, payer)).toBe(250);

  // In Kiswahili and the dark theme, the next one.
  const next = await paidToNobody(request, '75.00');
  await page.evaluate(() => {
    localStorage.setItem('lang', 'sw');
    localStorage.setItem('theme', 'dark');
  });
  await page.reload();
  const sw = page.getByRole('region', { name: 'Malipo ya paybill ya kukabidhi' });
  await expect(sw.getByRole('row').filter({ hasText: next })).toContainText('KES 75.00');
  await expectNoViolations(page, 'dark Kiswahili dashboard with a paybill payment to assign');
  await sw.getByRole('button', { name: `Kabidhi KES 75.00 (${next})` }).click();
  const swDialog = page.getByRole('dialog', { name: 'Ongeza KES 75.00 kwenye pochi' });
  await swDialog.getByLabel('Kitambulisho cha mtumiaji').fill(payer.id);
  await swDialog.getByRole('button', { name: 'Ongeza kwenye pochi' }).click();
  await expect(sw.getByRole('status')).toHaveText(`KES 75.00 za ${next} zimeongezwa kwenye pochi ya mtumiaji.`);
  expect(await walletOf(request, payer)).toBe(325);
  await page.screenshot({ path: 'test-results/paybill-suspense-sw.png', fullPage: true });
});
