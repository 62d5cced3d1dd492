import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { loanTerms } from '../src/shared/loan-terms';
import { nairobiDay } from '../src/shared/nairobi-time';
import { formatDate } from '../src/client/lib/format';
import { formatKes, toKes } from '../src/shared/money';
import { setLoanLimit } from './support/api';
import { type E2EUser, loginSuperadmin, registerUser, signIn } from './support/users';

const json = { accept: 'application/json' };
/** The one date format of every screen (src/client/lib/format.ts): 2026-12-15 → "15 Dec 2026". */
const kenyan = (iso: string) => formatDate(iso, 'en');

function disclosure(amount: number, duration: '10 days' | '20 days' | '1 month') {
  const terms = loanTerms(BigInt(amount * 100), duration, nairobiDay(new Date()));
  return `You receive KES ${formatKes(amount)}, you repay KES ${formatKes(toKes(terms.repaymentCents))} by ${kenyan(terms.dueDate)}: a fee of KES ${formatKes(toKes(terms.feeCents))}`;
}

/** A new user (named after `prefix`) whom the superadmin has given a loan limit of `limit` KES, and the superadmin. */
async function borrowerWithLimit(request: APIRequestContext, prefix: string, limit: number) {
  const user = await registerUser(request, { prefix });
  const admin = await loginSuperadmin(request);
  await setLoanLimit(request, admin, user, limit);
  return { user, admin };
}

/** The superadmin's loan requests in a page of its own (`options` for it), and the row of `user`'s request there. */
async function loanRequestRow(browser: Browser, admin: E2EUser, user: E2EUser, options?: BrowserContextOptions) {
  const adminPage = await browser.newPage(options);
  await signIn(adminPage, admin);
  await adminPage.goto('/superadmin/loan-requests');
  return { adminPage, row: adminPage.getByRole('row').filter({ hasText: user.fullName }) };
}

/** Presses `action` on a request's row and confirms it in the dialog, which first names each of `shown`; the dialog. */
async function decideRequest(adminPage: Page, row: Locator, action: 'Approve' | 'Decline', shown: string[]) {
  await row.getByRole('button', { name: action }).click();
  const confirm = adminPage.getByRole('dialog', { name: `${action} this loan?` });
  for (const text of shown) await expect(confirm).toContainText(text);
  await confirm.getByRole('button', { name: action }).click();
  return confirm;
}

test('a user borrows within the limit after seeing the cost, the superadmin approves, the user repays in two parts', async ({
  page,
  browser,
  request,
}) => {
  const { user, admin } = await borrowerWithLimit(request, 'borrower', 5_000);

  await signIn(page, user);
  await page.goto('/user/loans');
  await expect(page.getByText('Your loan limit: KES 5,000.00')).toBeVisible();
  await page.getByRole('button', { name: 'Request a Loan' }).click();
  const form = page.getByRole('dialog', { name: 'Request a Loan' });
  await form.getByLabel('Loan amount (KES)').fill('6000');
  await form.getByLabel('Purpose').fill('Stock for my duka');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Your requested amount of KES 6,000.00 exceeds your loan limit of KES 5,000.00.',
  );

  await form.getByLabel('Loan amount (KES)').fill('3000');
  await form.getByText('1 month').click();
  await expect(form.getByTestId('loan-disclosure')).toContainText(disclosure(3_000, '1 month'));
  await form.getByText('10 days').click();
  await expect(form.getByTestId('loan-disclosure')).toContainText(disclosure(3_000, '10 days'));
  await form.getByRole('button', { name: 'Submit Request' }).click();
  // The key facts (docs/product/loans.md) from the server's quote, confirmed before the request is sent.
  await expect(form.getByTestId('key-facts')).toContainText('Annual percentage rate (APR)0.0%');
  await form.getByRole('button', { name: 'Confirm and request' }).click();
  await expect(page.getByRole('status')).toHaveText('Loan request submitted successfully!');
  await expect(page.getByRole('button', { name: 'Active Loan Exists' })).toBeDisabled();
  await expect(page.locator('li[data-status="Pending"]')).toContainText('KES 3,000.00');
  await expect(page.getByRole('button', { name: 'Repay' })).toHaveCount(0);

  const { adminPage, row } = await loanRequestRow(browser, admin, user);
  await expect(adminPage.getByRole('heading', { name: 'Pending Loan Requests' })).toBeVisible();
  await expect(row).toContainText('Pending');
  await decideRequest(adminPage, row, 'Approve', ['Amount: KES 3,000.00', 'Purpose: Stock for my duka']);
  await expect(adminPage.getByRole('status')).toHaveText('Loan request approved!');
  await expect(row).toContainText('Approved');
  await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await adminPage.close();

  await page.reload();
  await expect(page.getByText('Balance: KES 3,000.00')).toBeVisible();
  const approved = page.locator('li[data-status="Approved"]');
  await expect(approved).toContainText('KES 3,000.00');
  await approved.getByRole('button', { name: 'Repay' }).click();
  const repay = page.getByRole('dialog', { name: 'Repay loan' });
  await expect(repay).toContainText('Outstanding: KES 3,000.00');
  await repay.getByLabel('Repayment amount (KES)').fill('3500');
  await repay.getByRole('button', { name: 'Repay', exact: true }).click();
  await expect(repay.getByRole('alert')).toHaveText('you can only pay a maximum of 3,000.00');
  await repay.getByLabel('Repayment amount (KES)').fill('1000');
  await repay.getByRole('button', { name: 'Repay', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Repayment successful!');
  await expect(approved).toContainText('KES 2,000.00');
  await expect(page.getByText('Balance: KES 2,000.00')).toBeVisible();

  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: test.info().outputPath('loans-360.png'), fullPage: true });

  await approved.getByRole('button', { name: 'Repay' }).click();
  await repay.getByRole('button', { name: 'Pay all' }).click();
  await repay.getByRole('button', { name: 'Repay', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Repayment successful!');
  await expect(page.locator('li[data-status="Repaid"]')).toContainText('KES 3,000.00');
  await expect(page.getByText('Balance: KES 0.00')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request a Loan' })).toBeEnabled();
});

test('the superadmin declines after confirming; the borrower sees the row in danger with N/A and may ask again (Swahili, dark)', async ({
  page,
  browser,
  request,
}) => {
  const { user, admin } = await borrowerWithLimit(request, 'declined', 2_000);
  const auth = { ...json, authorization: `Bearer ${user.token}` };
  const { today } = (await (await request.get(`/api/loan/${user.id}`, { headers: auth })).json()) as { today: string };
  const terms = loanTerms(150_000n, '20 days', today);
  const asked = await request.post('/api/loans/borrow', {
    headers: auth,
    data: {
      amount: 1_500,
      duration: '20 days',
      purpose: 'Boda boda repairs',
      userId: user.id,
      repaymentAmount: toKes(terms.repaymentCents),
      repaymentDueDate: terms.dueDate,
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  const { adminPage, row } = await loanRequestRow(browser, admin, user, { viewport: { width: 360, height: 780 } });
  const confirm = await decideRequest(adminPage, row, 'Decline', [
    'Amount: KES 1,500.00',
    'Purpose: Boda boda repairs',
  ]);
  await expect(adminPage.getByRole('status')).toHaveText('Loan request declined.');
  await expect(row).toContainText('Declined');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(confirm).toBeHidden();
  await adminPage.screenshot({ path: test.info().outputPath('loan-requests-360.png'), fullPage: true });
  await adminPage.close();

  await page.addInitScript(() => {
    localStorage.setItem('lang', 'sw');
    localStorage.setItem('theme', 'dark');
  });
  await signIn(page, user);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/user/loans');
  const declined = page.locator('li[data-status="Declined"]');
  await expect(declined).toContainText('Imekataliwa');
  await expect(declined).toContainText('Haipo');
  await expect(declined.getByRole('button')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('loans-declined-sw-dark-360.png'), fullPage: true });
  await page.getByRole('button', { name: 'Omba Mkopo' }).click();
  const form = page.getByRole('dialog', { name: 'Omba Mkopo' });
  await form.getByLabel('Kiasi cha mkopo (KES)').fill('1000');
  await form.getByText('Mwezi 1').click();
  await expect(form.getByTestId('loan-disclosure')).toContainText('Utapokea KES 1,000.00, utalipa KES 1,100.00');
  await page.screenshot({ path: test.info().outputPath('loans-sw-dark-360.png'), fullPage: true });
});
