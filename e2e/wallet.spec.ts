import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { submit } from './support/forms';
import { codeIn, waitForMail } from './support/mail';
import { expectLinks, noSideScroll } from './support/page-checks';
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
/** 0712345678 → 0712 345 678, as every screen shows a number. */
const shown = (phone: string) => `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;

test('home shows the frame, a zero balance and the empty states', async ({ page }) => {
  await open(page, '/user/home');
  const first = user.fullName.split(' ')[0] ?? '';
  await expect(page.getByRole('banner')).toContainText(`Hello, ${first}`);
  await expect(balance(page)).toHaveText('KES 0.00');
  await expect(page.getByText('Inactive')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expectLinks(nav, [
    ['Home', '/user/home'],
    ['Savings', '/user/savings'],
    ['Communities', '/user/communities'],
    ['Settings', '/user/settings'],
  ]);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expectLinks(page.getByRole('navigation', { name: 'Quick actions' }), [
    ['Deposit', '/user/deposit'],
    ['Withdraw', '/user/withdraw'],
    ['Loans', '/user/loans'],
    ['Invite Friends', '/invite'],
  ]);
  await expect(page.getByRole('link', { name: 'SEE ALL' })).toHaveAttribute('href', '/user/transactions');
  await expect(page.getByRole('tabpanel').getByText('No data available')).toBeVisible();
  await expect(page.getByRole('tab', { name: '3 months' })).toHaveAttribute('aria-selected', 'true');
});

test('the deposit form checks amount and number as the specification says', async ({ page }) => {
  await open(page, '/user/deposit');
  await submit(page, 'Deposit');
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid deposit amount greater than 0.');
  await submit(page, 'Deposit', { 'Amount (KES)': '100.50', 'M-Pesa number': '0712345678' });
  await expect(page.getByRole('alert')).toHaveText(
    'M-Pesa moves whole shillings only. Please enter an amount without cents.',
  );
  await submit(page, 'Deposit', { 'Amount (KES)': '100', 'M-Pesa number': '071234567' });
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid M-Pesa number.');
});

test('a deposit waits for the M-Pesa PIN, then the credited balance shows on home', async ({ page }) => {
  await open(page, '/user/deposit');
  await submit(page, 'Deposit', { 'Amount (KES)': '500', 'M-Pesa number': user.phone });
  await expect(
    page.getByText(/Deposit successful! Your funds are now being processed\.|Received: KES 500\.00 from /),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/user\/home$/);
  await expect(balance(page)).toHaveText('KES 500.00');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});

test('a cancelled prompt (number ending 1032) ends in a clear failure and moves nothing', async ({ page }) => {
  await open(page, '/user/deposit');
  await submit(page, 'Deposit', { 'Amount (KES)': '100', 'M-Pesa number': '0712341032' });
  const failure = page.getByRole('alert').filter({ hasText: 'Your deposit was not completed.' });
  await expect(failure).toContainText('You cancelled the M-Pesa prompt.');
  await expect(failure).toContainText('Cancelled');
  // one state at a time: the success banner has given way to the failure
  await expect(page.getByText('Deposit successful! Your funds are now being processed.')).toBeHidden();
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Amount (KES)')).toBeVisible();
  await page.goto('/user/home');
  await expect(balance(page)).toHaveText('KES 500.00');
});

test('a withdrawal above the balance is refused; a valid one is sent to M-Pesa', async ({ page }) => {
  await open(page, '/user/withdraw');
  await expect(page.getByText('Available balance: KES 500.00')).toBeVisible();
  // the account's own number is there already
  await expect(page.getByLabel('M-Pesa number')).toHaveValue(user.phone);
  await submit(page, 'Continue', { 'Amount (KES)': '600' });
  await expect(page.getByRole('alert')).toHaveText('Insufficient balance for this withdrawal.');
  await submit(page, 'Continue', { 'Amount (KES)': '200' });
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(
    page.getByText(/Your withdrawal of KES\.200 is being processed\.|KES 200\.00 has been sent/),
  ).toBeVisible();
  await expect(page.getByText(`KES 200.00 has been sent to ${shown(user.phone)}.`)).toBeVisible();
  await expect(page.getByText('Your withdrawal of KES.200 is being processed.')).toBeHidden();
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

test('the transactions page downloads a statement of the period as PDF and CSV', async ({ page }) => {
  await open(page, '/user/transactions');
  const section = page.getByRole('region', { name: 'Statement' });
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^pamoja-statement-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const rows = (await readFile(await csv.path(), 'utf8')).split('\r\n');
  expect(rows).toContain('Opening balance,0.00');
  expect(rows).toContain('Total money in,500.00');
  expect(rows).toContain('Total money out,200.00');
  expect(rows).toContain('Closing balance,300.00');
  // A period that makes no sense is refused in the server's words, and nothing downloads.
  await submit(section, 'Download PDF', { From: '2030-01-02', To: '2030-01-01' });
  await expect(section.getByRole('alert')).toHaveText('The start date must not be after the end date.');
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
  await noSideScroll(page);
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
  await noSideScroll(page);
  await page.screenshot({ path: 'test-results/wallet/home-360-sw.png', fullPage: true });
  await page.goto('/user/deposit');
  await submit(page, 'Weka pesa');
  await expect(page.getByRole('alert')).toHaveText('Tafadhali weka kiasi halali cha amana kilicho zaidi ya 0.');
});

test('transactions in Kiswahili at 360 px: every word Kiswahili, the download buttons whole', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.addInitScript(() => localStorage.setItem('lang', 'sw'));
  await open(page, '/user/transactions');
  // The failed deposit (number ending 1032) of this file's story, and its reason, in Kiswahili.
  await expect(page.getByText('Amana ya M-Pesa haikukamilika: Ulighairi ombi la M-Pesa.')).toBeVisible();
  await expect(page.getByText('not completed')).toHaveCount(0);
  const section = page.getByRole('region', { name: 'Taarifa ya akaunti' });
  for (const name of ['Pakua PDF', 'Pakua CSV']) {
    const button = section.getByRole('button', { name });
    await expect(button).toBeVisible();
    // The label fits its button: nothing of it is cut off.
    expect(
      await button.evaluate((b) => {
        const label = b.querySelector('.mantine-Button-label');
        return label !== null && label.scrollWidth <= label.clientWidth;
      }),
      name,
    ).toBe(true);
  }
  await noSideScroll(page);
  await page.screenshot({ path: 'test-results/wallet/transactions-360-sw.png', fullPage: true });
});

test('a withdrawal to a new number asks for the code mailed to the owner, in English and Kiswahili', async ({
  page,
  request,
}) => {
  // A whole story: registration, a deposit and three payouts through the simulator.
  test.slow();
  const owner = await registerUser(request, { prefix: 'payout' });
  await signIn(page, owner);
  await page.goto('/user/deposit');
  await submit(page, 'Deposit', { 'Amount (KES)': '300', 'M-Pesa number': owner.phone });
  await expect(page).toHaveURL(/\/user\/home$/);
  await expect(balance(page)).toHaveText('KES 300.00');

  const isCodeMail = (m: { subject: string }) => m.subject === 'Your Pamoja withdrawal code';
  await page.goto('/user/withdraw');
  await submit(page, 'Continue', { 'Amount (KES)': '100', 'M-Pesa number': '0722000111' });
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent a 6-digit code to your email.' })).toBeVisible();
  await expect(page.getByText('Enter the code we emailed you to allow withdrawals to 0722 000 111.')).toBeVisible();
  const first = await waitForMail(owner.email, (m) => isCodeMail(m) && m.text.includes('0722 000 111'));
  const code = codeIn(first);
  await submit(page, 'Confirm withdrawal', { 'Code from your email': code === '000000' ? '111111' : '000000' });
  await expect(page.getByRole('alert')).toHaveText('Invalid verification code. Please try again.');
  await submit(page, 'Confirm withdrawal', { 'Code from your email': code });
  await expect(page.getByText('KES 100.00 has been sent to 0722 000 111.')).toBeVisible();

  // Kiswahili, another new number; the confirmed one now goes through without a code.
  await page.addInitScript(() => localStorage.setItem('lang', 'sw'));
  await page.goto('/user/withdraw');
  await submit(page, 'Endelea', { 'Kiasi (KES)': '50', 'Nambari ya M-Pesa': '0722000222' });
  await page.getByRole('button', { name: 'Thibitisha na utume' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Tumetuma nambari ya tarakimu 6 kwa barua pepe yako.' }),
  ).toBeVisible();
  const second = await waitForMail(owner.email, (m) => isCodeMail(m) && m.text.includes('0722 000 222'));
  await submit(page, 'Thibitisha utoaji', { 'Nambari kutoka barua pepe yako': codeIn(second) });
  await expect(page.getByText('KES 50.00 zimetumwa kwa 0722 000 222.')).toBeVisible();

  await page.goto('/user/withdraw');
  await submit(page, 'Endelea', { 'Kiasi (KES)': '20', 'Nambari ya M-Pesa': '0722000111' });
  await page.getByRole('button', { name: 'Thibitisha na utume' }).click();
  await expect(
    page.getByText(/Utoaji wako wa KES\.20 unashughulikiwa\.|KES 20\.00 zimetumwa kwa 0722 000 111\./),
  ).toBeVisible();
  await page.goto('/user/home');
  await expect(balance(page)).toHaveText('KES 130.00');
});
