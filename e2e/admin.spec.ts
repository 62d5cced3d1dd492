import { expect, test } from '@playwright/test';
import { formatKes } from '../src/shared/money';
import { formatDay } from '../src/shared/day-format';
import { addDays, nairobiDay } from '../src/shared/nairobi-time';
import { followSidebar, openAsAdmin } from './support/console';
import { type E2EUser, loginSuperadmin, newUserDetails, registerUser, signIn } from './support/users';

/** The superadmin console against the built app (see docs/product/console.md). Tests run in order; the empty lists are checked first, in admin-empty-lists.fresh.spec.ts. */
test.describe.configure({ mode: 'serial' });

let admin: E2EUser;

test.beforeAll(async ({ request }) => {
  admin = await loginSuperadmin(request);
});

test('the dashboard shows the figures of the created data', async ({ page, request }) => {
  // Other browser tests share this app, so the figures are checked as what this test adds to them.
  const auth = { authorization: `Bearer ${admin.token}`, accept: 'application/json' };
  const totals = async () =>
    (await (await request.get('/superadmin/totals', { headers: auth })).json()) as Record<string, number>;
  const before = await totals();
  const users = [await registerUser(request, { prefix: 'dash' }), await registerUser(request, { prefix: 'dash' })];
  const first = users[0]!;
  const res = await request.put(`/superadmin/users/${first.id}`, {
    headers: auth,
    data: {
      full_name: first.fullName,
      email: first.email,
      phone: first.phone,
      balance: 1234.5,
      expected_balance: 0,
      loan_limit: 0,
      reason: 'Opening balance',
    },
  });
  expect(res.status()).toBe(200);
  const after = await totals();
  expect(after.totalUsers).toBe(before.totalUsers! + 2);
  expect(Math.round(after.totalSavings! * 100)).toBe(Math.round(before.totalSavings! * 100) + 123_450);
  expect(Math.round(after.totalWalletBalance! * 100)).toBe(Math.round(before.totalWalletBalance! * 100) + 123_450);

  await openAsAdmin(page, admin, '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByTestId('total-users-value')).toHaveText(after.totalUsers!.toLocaleString('en-KE'));
  await expect(page.getByTestId('wallet-value')).toHaveText(`KES ${formatKes(after.totalWalletBalance!)}`);
  await expect(page.getByTestId('total-savings-value')).toHaveText(`KES ${formatKes(after.totalSavings!)}`);
  await expect(page.getByTestId('saving-goals-value')).toHaveText(String(after.totalGoals));
  await expect(page.getByTestId('feedbacks-value')).toHaveText(String(after.totalFeedbacks));
  await expect(page.getByText('User Registration Performance')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Month' })).toBeChecked();
  const line = page.getByRole('img', { name: 'User Registration Performance' });
  await expect(line).toBeVisible();
  // The month's line: a point a day (dots only up to twelve points; each keeps its count as a tooltip).
  await expect(line.locator('circle')).toHaveCount(30);
  await expect(line.locator('path')).toHaveAttribute('d', /^M[\d.]+,[\d.]+( L[\d.]+,[\d.]+){29}$/);
  await page.getByText('Week', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Week' })).toBeChecked();
  await expect(line.locator('circle')).toHaveCount(7);
  await expect(line.locator('circle').last().locator('title')).toHaveText(/^\w{3}, Registrations: \d+$/);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/admin-dashboard-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/admin-dashboard-390.png', fullPage: true });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.getByTestId('total-users-value')).toHaveText(after.totalUsers!.toLocaleString('en-KE'));
  await page.screenshot({ path: 'test-results/admin-dashboard-390-dark.png' });
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
});

test('investments and shareholdings show the totals behind them', async ({ page, request }) => {
  const auth = { authorization: `Bearer ${admin.token}`, accept: 'application/json' };
  const totals = (await (await request.get('/superadmin/totals', { headers: auth })).json()) as Record<string, number>;
  await openAsAdmin(page, admin, '/superadmin/investments');
  await expect(page.getByRole('heading', { name: 'Investments', level: 1 })).toBeVisible();
  await expect(page.getByTestId('total-investors-value')).toHaveText(totals.totalInvestors!.toLocaleString('en-KE'));
  await expect(page.getByTestId('total-investments-value')).toHaveText(`KES ${formatKes(totals.totalInvestments!)}`);
  // Retained income is negative while expenses (interest, referral rewards) exceed the loan charges earned.
  const retained = totals.retainedIncome!;
  await expect(page.getByTestId('retained-income-value')).toHaveText(
    `${retained < 0 ? '-' : ''}KES ${formatKes(Math.abs(retained))}`,
  );
  await expect(page.getByRole('heading', { name: 'Investors', level: 2 })).toBeVisible();
  await openAsAdmin(page, admin, '/superadmin/shareholdings');
  // Shares are counted in shares, not money (the dashboard's Total Shares card too).
  await expect(page.getByTestId('total-shares-value')).toHaveText(totals.totalShares!.toLocaleString('en-KE'));
  await expect(page.getByTestId('bought-shares-value')).toHaveText(totals.boughtShares!.toLocaleString('en-KE'));
  await expect(page.getByTestId('share-price-value')).toHaveText(`KES ${formatKes(totals.sharePrice!)}`);
  await expect(page.getByRole('heading', { name: 'Shareholders', level: 2 })).toBeVisible();
  await openAsAdmin(page, admin, '/admin/dashboard');
  await expect(page.getByTestId('total-shares-value')).toHaveText(totals.totalShares!.toLocaleString('en-KE'));
});

test('the superadmin edits a user, with the balance change as a reasoned adjustment', async ({ page, request }) => {
  const user = await registerUser(request, { prefix: 'edit' });
  await openAsAdmin(page, admin, '/superadmin/users-list');
  await page.getByRole('link', { name: `Edit ${user.fullName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/superadmin/user-details/${user.id}$`));
  await expect(page.getByLabel('User ID')).toHaveValue(user.id);
  await expect(page.getByAltText('Front of ID')).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-user-details-390.png', fullPage: true });
  await page.getByLabel('Name').fill('Achieng Edited');
  await page.getByLabel('Balance', { exact: true }).fill('500');
  await page.getByLabel('Reason for the balance change').fill('Cash deposit at the branch');
  await page.getByLabel('Loan Limit').fill('2000');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();

  await followSidebar(page, 'Users');
  const row = page.getByRole('row', { name: /Achieng Edited/ });
  await expect(row).toContainText('KES 500.00');
  await expect(row).toContainText('KES 2,000.00');
});

test('an edit made on a page opened before the user withdrew never writes the old balance back', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, { prefix: 'stale' });
  const auth = { authorization: `Bearer ${admin.token}`, accept: 'application/json' };
  const balanceNow = async () =>
    (
      (await (
        await request.get(`/api/accounts/${user.id}`, {
          headers: { authorization: `Bearer ${user.token}`, accept: 'application/json' },
        })
      ).json()) as {
        account: { balance: number };
      }
    ).account.balance;
  const funded = await request.put(`/superadmin/users/${user.id}`, {
    headers: auth,
    data: {
      full_name: user.fullName,
      email: user.email,
      phone: user.phone,
      balance: 1000,
      expected_balance: 0,
      loan_limit: 0,
    },
  });
  expect(funded.status()).toBe(200);
  const withdraw = () =>
    request.post('/api/withdrawals', {
      headers: { authorization: `Bearer ${user.token}`, accept: 'application/json' },
      data: { userId: user.id, amount: 300, mpesaNumber: user.phone, description: 'Rent' },
    });

  await openAsAdmin(page, admin, `/superadmin/user-details/${user.id}`);
  await expect(page.getByLabel('Balance', { exact: true })).toHaveValue('KES 1,000');
  expect((await withdraw()).status()).toBe(201);
  // Only the name changes: the balance is not sent, so the withdrawal stands.
  await page.getByLabel('Name').fill('Akinyi Renamed');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  expect(await balanceNow()).toBe(700);
  await expect(page.getByLabel('Balance', { exact: true })).toHaveValue('KES 700');

  // A balance change typed on a page that is out of date again is refused until the page is reloaded.
  expect((await withdraw()).status()).toBe(201);
  await page.getByLabel('Balance', { exact: true }).fill('900');
  await page.getByLabel('Reason for the balance change').fill('Refund');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The balance has changed' });
  await expect(alert).toContainText(
    'The balance has changed since you opened this page. Reload to see the current balance, then enter your change again.',
  );
  expect(await balanceNow()).toBe(400);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByLabel('Balance', { exact: true })).toHaveValue('KES 400');
  await page.getByLabel('Balance', { exact: true }).fill('450');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // The first save's notice may still be leaving while this one arrives.
  await expect(page.getByText('User updated successfully').last()).toBeVisible();
  expect(await balanceNow()).toBe(450);

  // The user sees an adjustment by Pamoja, not a deposit.
  await signIn(page, user);
  await page.goto('/user/transactions');
  await expect(page.getByText('Adjustment by Pamoja').first()).toBeVisible();
});

test('the superadmin deletes a user with nothing left, after confirming', async ({ page, request }) => {
  const user = await registerUser(request, { prefix: 'gone' });
  await openAsAdmin(page, admin, `/superadmin/user-details/${user.id}`);
  await expect(page.getByLabel('Name')).toHaveValue(user.fullName);
  await page.getByRole('button', { name: 'Delete User' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete User' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/superadmin\/users-list$/);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByText(user.fullName)).toHaveCount(0);
  const login = await request.post('/api/login', {
    headers: { accept: 'application/json' },
    data: { email: user.email, password: user.password },
  });
  expect(login.status()).toBe(401);
});

test('the superadmin runs an interest update once a day', async ({ page }) => {
  await openAsAdmin(page, admin, '/superadmin/interests');
  await expect(page.getByRole('heading', { name: 'Manage Interests', level: 1 })).toBeVisible();
  await expect(page.getByTestId('last-update')).toHaveText('Never updated');
  await page.getByRole('button', { name: 'Update Interests' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  // Money deposited today earns from tomorrow: nobody is paid unless this run's users were funded before
  // Nairobi's midnight (a run that crosses 21:00 UTC), so the figures are not fixed here.
  await expect(page.getByRole('status')).toHaveText(
    /^Interests updated successfully: \d+ users? paid, KES \d[\d,]*\.\d\d in total\.$/,
  );
  await expect(page.getByTestId('days-since')).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Update Interests' })).toBeDisabled();
});

test('log out ends the session and goes to the login page', async ({ page }) => {
  await openAsAdmin(page, admin, '/admin/dashboard');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('a long list loads page by page with Load more, and the search narrows it', async ({ page, request }) => {
  // 101 registrations stopped after step 1 share a tag no other test uses, so the search counts are exact.
  const tag = `pg${Date.now().toString(36)}`;
  const names: string[] = [];
  for (let i = 0; i < 101; i++) {
    const d = newUserDetails(tag);
    const res = await request.post('/api/register/step1', {
      headers: { accept: 'application/json' },
      data: { full_name: d.fullName, email: d.email, phone: d.phone, password: d.password, ref: '' },
    });
    expect(res.status()).toBe(201);
    names.push(d.fullName);
  }
  // The log-out test above ended the shared admin session: sign in afresh.
  await openAsAdmin(page, await loginSuperadmin(request), '/superadmin/incomplete-registrations');
  const rows = page.locator('tbody tr');
  const loadMore = page.getByRole('button', { name: 'Load more' });
  // Other tests add users too: the first page is full (100 rows) and more can be loaded.
  await expect(rows).toHaveCount(100);
  // Each says when it is removed if never completed: 7 days (REGISTRATION_PURGE_DAYS) after step 1.
  await expect(page.getByRole('columnheader', { name: 'Removed on (if not completed)' })).toBeVisible();
  await expect(rows.first().locator('td').nth(5)).toContainText(formatDay(addDays(nairobiDay(new Date()), 7), 'en'));
  await loadMore.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/admin-load-more-390.png' });
  await loadMore.click();
  await expect(page.getByRole('cell', { name: '101', exact: true })).toBeVisible();

  await page.getByLabel('Search by name, email or phone').fill(tag.toUpperCase());
  await expect(rows).toHaveCount(100);
  await expect(rows.first()).toContainText(names[100]!);
  await loadMore.click();
  await expect(rows).toHaveCount(101);
  await expect(loadMore).toHaveCount(0);
  await expect(rows.last()).toContainText(names[0]!);
  const shown = await rows.locator('td:nth-child(2)').allTextContents();
  expect(new Set(shown)).toEqual(new Set(names));

  await page.getByLabel('Search by name, email or phone').fill(`${tag}-nobody`);
  await expect(page.getByText('No Incomplete Registrations available')).toBeVisible();
  await expect(loadMore).toHaveCount(0);
});
