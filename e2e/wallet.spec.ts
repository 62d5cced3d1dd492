import { expect, type Page, test } from '@playwright/test';
import { registerUser, signIn, type E2EUser } from './support/users';

// One user for the whole money story of this file (deposit, failed deposit, withdrawal, history).
let user: E2EUser;
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  user = await registerUser(request, { prefix: 'wallet' });
});

async function open(page: Page, path: string) {
  await signIn(page, user);
  await page.goto(path);
}

const balance = (page: Page) => page.getByTestId('balance');

test('home shows the frame, a zero balance and the empty states', async ({ page }) => {
  await open(page, '/user/home');
  const first = user.fullName.split(' ')[0] ?? '';
  await expect(page.getByRole('banner')).toContainText(`Hello, ${first}`);
  await expect(balance(page)).toHaveText('KES 0.00');
  await expect(page.getByText('Inactive')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const [name, href] of [['Home', '/user/home'], ['Savings', '/user/savings'], ['Communities', '/user/communities'], ['Settings', '/user/settings']] as const) {
    await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  const actions = page.getByRole('navigation', { name: 'Quick actions' });
  for (const [name, href] of [['Deposit', '/user/deposit'], ['Withdraw', '/user/withdraw'], ['Loans', '/user/loans'], ['Invite Friends', '/invite']] as const) {
    await expect(actions.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('link', { name: 'SEE ALL' })).toHaveAttribute('href', '/user/transactions');
  await expect(page.getByRole('tabpanel').getByText('No data available')).toBeVisible();
  await expect(page.getByRole('tab', { name: '3 months' })).toHaveAttribute('aria-selected', 'true');
});

test('the deposit form checks amount and number as the specification says', async ({ page }) => {
  await open(page, '/user/deposit');
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid deposit amount greater than 0.');
  await page.getByLabel('Amount (KES)').fill('100.50');
  await page.getByLabel('M-Pesa number').fill('0712345678');
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('alert')).toHaveText('M-Pesa moves whole shillings only. Please enter an amount without cents.');
  await page.getByLabel('Amount (KES)').fill('100');
  await page.getByLabel('M-Pesa number').fill('071234567');
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid M-Pesa number.');
});

test('a deposit waits for the M-Pesa PIN, then the credited balance shows on home', async ({ page }) => {
  await open(page, '/user/deposit');
  await page.getByLabel('Amount (KES)').fill('500');
  await page.getByLabel('M-Pesa number').fill(user.phone);
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByText('Deposit successful! Your funds are now being processed.')).toBeVisible();
  await expect(page.getByText(/Check your phone and enter your M-Pesa PIN|KES 500\.00 has been added to your savings\./)).toBeVisible();
  await expect(page).toHaveURL(/\/user\/home$/);
  await expect(balance(page)).toHaveText('KES 500.00');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});

test('a cancelled prompt (number ending 1032) ends in a clear failure and moves nothing', async ({ page }) => {
  await open(page, '/user/deposit');
  await page.getByLabel('Amount (KES)').fill('100');
  await page.getByLabel('M-Pesa number').fill('0712341032');
  await page.getByRole('button', { name: 'Deposit' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Your deposit was not completed.' });
  await expect(failure).toContainText('You cancelled the M-Pesa prompt.');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Amount (KES)')).toBeVisible();
  await page.goto('/user/home');
  await expect(balance(page)).toHaveText('KES 500.00');
});

test('a withdrawal above the balance is refused; a valid one is sent to M-Pesa', async ({ page }) => {
  await open(page, '/user/withdraw');
  await expect(page.getByText('Available balance: KES 500.00')).toBeVisible();
  await page.getByLabel('Amount (KES)').fill('600');
  await page.getByLabel('M-Pesa number').fill(user.phone);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('alert')).toHaveText('Insufficient balance for this withdrawal.');
  await page.getByLabel('Amount (KES)').fill('200');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Your withdrawal of KES.200 is being processed.')).toBeVisible();
  await expect(page.getByText(`KES 200.00 has been sent to 254${user.phone.slice(1)}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(balance(page)).toHaveText('KES 300.00');
});

test('transactions are grouped by date and show every movement, including the failed deposit', async ({ page }) => {
  await open(page, '/user/transactions');
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today).toContainText('Withdrawal');
  await expect(today).toContainText('−KES 200.00');
  await expect(today).toContainText('+KES 500.00');
  await expect(today).toContainText('Failed');
  await page.goto('/user/home');
  await expect(page.getByText('−KES 200.00')).toBeVisible();
});

test('notifications: the bell counts unread ones; mark as read and delete work', async ({ page }) => {
  await open(page, '/user/home');
  const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/user\/notifications$/);
  await expect(page.getByText('Your deposit of KES.500 is being processed.')).toBeVisible();
  await expect(page.getByText('Your withdrawal of KES.200 is being processed.')).toBeVisible();
  await expect(page.getByText('You cancelled the M-Pesa prompt.', { exact: false })).toBeVisible();
  const items = page.getByRole('listitem');
  const count = await items.count();
  await items.first().getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByRole('button', { name: 'Mark as read' })).toHaveCount(count - 1);
  for (let left = count; left > 0; left--) {
    await page.getByRole('button', { name: 'Delete notification' }).first().click();
    await expect(items).toHaveCount(left - 1);
  }
  await expect(page.getByText('No notifications to display.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
});

test('home at 360 px, light and dark', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await open(page, '/user/home');
  await expect(balance(page)).toHaveText('KES 300.00');
  await expect(page.getByRole('tabpanel').getByText('No data available')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  await page.screenshot({ path: 'test-results/wallet/home-360-light.png', fullPage: true });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(balance(page)).toHaveText('KES 300.00');
  await expect(page.getByText('−KES 200.00')).toBeVisible();
  await page.screenshot({ path: 'test-results/wallet/home-360-dark.png', fullPage: true });
  await page.goto('/user/transactions');
  await expect(page.getByRole('region', { name: 'Today' })).toBeVisible();
  await page.screenshot({ path: 'test-results/wallet/transactions-360-dark.png', fullPage: true });
  await page.goto('/user/deposit');
  await expect(page.getByLabel('Amount (KES)')).toBeVisible();
  await page.screenshot({ path: 'test-results/wallet/deposit-360-dark.png', fullPage: true });
});

test('home and deposit in Kiswahili at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.addInitScript(() => localStorage.setItem('lang', 'sw'));
  await open(page, '/user/home');
  await expect(page.getByText('Jumla ya akiba')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Urambazaji mkuu' });
  await expect(nav.getByRole('link', { name: 'Mipangilio' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Hakuna data')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  await page.screenshot({ path: 'test-results/wallet/home-360-sw.png', fullPage: true });
  await page.goto('/user/deposit');
  await page.getByRole('button', { name: 'Weka pesa' }).click();
  await expect(page.getByRole('alert')).toHaveText('Tafadhali weka kiasi halali cha amana kilicho zaidi ya 0.');
});
