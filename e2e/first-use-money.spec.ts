import { expect, type APIRequestContext, test } from '@playwright/test';
import { formatDay } from '../src/shared/day-format';
import { apiHeaders as auth, approveLoan, requestLoan, setLoanLimit } from './support/api';
import { swahili, userWithDeposit } from './support/first-use';
import { submit } from './support/forms';
import { noSideScroll } from './support/page-checks';
import { type E2EUser, loginSuperadmin, newUserOn, registerUser, signIn } from './support/users';

// What a first-time user trips on with money, on a 360×740 phone, in English and Kiswahili (the rest: first-use.spec.ts).
test.use({ viewport: { width: 360, height: 740 } });

/** Deposit 500, put 350 into a goal, borrow 1,000 for a month (approved): the story. */
async function saverWithGoalAndLoan(request: APIRequestContext): Promise<{ user: E2EUser; dueDate: string }> {
  const user = await userWithDeposit(request, 'owe', 500);
  const admin = await loginSuperadmin(request);
  const goal = await request.post('/api/goals', {
    headers: auth(user),
    multipart: {
      user_id: user.id,
      title: 'School fees',
      target_amount: '1000',
      description: 'For next term',
      end_date: '2030-01-01',
      deposit: '350',
    },
  });
  expect(goal.status(), await goal.text()).toBe(201);
  await setLoanLimit(request, admin, user, 5000);
  const { id, terms } = await requestLoan(request, user, 1000, '1 month');
  await approveLoan(request, admin, id);
  return { user, dueDate: terms.dueDate };
}

const day = (iso: string, lang: string) => formatDay(iso, lang === 'sw' ? 'sw' : 'en');

test('a slow M-Pesa PIN: the waiting state names amount and number with the prompt time, then received (+254 number)', async ({
  page,
  request,
}) => {
  test.slow();
  const user = await newUserOn(page, request, 'slow', '/user/deposit');
  // the account's own number is prefilled; a number typed the international way is taken as it is
  await expect(page.getByLabel('M-Pesa number')).toHaveValue(user.phone);
  await submit(page, 'Deposit', { 'Amount (KES)': '200', 'M-Pesa number': '+254 712 340 999' });
  await expect(page.getByText('Deposit successful! Your funds are now being processed.')).toBeVisible();
  const state = page.getByTestId('mpesa-state');
  await expect(state).toContainText('Waiting for your M-Pesa PIN: KES 200.00 from 0712 340 999');
  await expect(page.getByTestId('prompt-countdown')).toHaveText(/^The prompt on your phone expires in 0:[0-5]\d\.$/);
  await noSideScroll(page);
  await page.screenshot({ path: 'test-results/first-use/deposit-waiting-en.png', fullPage: true });
  // the banner shows its 3 seconds and goes; the waiting state stays until M-Pesa answers
  await expect(page.getByText('Deposit successful! Your funds are now being processed.')).toBeHidden();
  await expect(state).toContainText('Waiting for your M-Pesa PIN');
  // the simulator answers the slow number after 20 s: received, and home shows the credit
  await expect(page).toHaveURL(/\/user\/home$/, { timeout: 40_000 });
  await expect(page.getByTestId('balance')).toHaveText('KES 200.00');
});

test('Kiswahili: waiting for the PIN, and a cancelled prompt says so beside "not completed" with Try again', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, { prefix: 'slowsw' });
  await swahili(page);
  await signIn(page, user);
  await page.goto('/user/deposit');
  await submit(page, 'Weka pesa', { 'Kiasi (KES)': '200', 'Nambari ya M-Pesa': '254712340999' });
  await expect(page.getByTestId('mpesa-state')).toContainText(
    'Inasubiri PIN yako ya M-Pesa: KES 200.00 kutoka 0712 340 999',
  );
  await expect(page.getByTestId('prompt-countdown')).toContainText('Ombi kwenye simu yako litaisha baada ya 0:');
  await page.screenshot({ path: 'test-results/first-use/deposit-waiting-sw.png', fullPage: true });

  await page.goto('/user/deposit');
  await submit(page, 'Weka pesa', { 'Kiasi (KES)': '100', 'Nambari ya M-Pesa': '0712341032' });
  const failure = page.getByRole('alert').filter({ hasText: 'Amana yako haikukamilika.' });
  await expect(failure).toContainText('Imeghairiwa');
  await expect(failure).toContainText('Ulighairi ombi la M-Pesa.');
  await expect(page.getByText('Deposit successful!', { exact: false })).toHaveCount(0);
  await failure.getByRole('button', { name: 'Jaribu tena' }).click();
  // Try again keeps what was typed
  await expect(page.getByLabel('Nambari ya M-Pesa')).toHaveValue('0712341032');
});

test('home shows what you own and what you owe after a goal and a loan, in English and Kiswahili', async ({
  page,
  request,
}) => {
  const { user, dueDate } = await saverWithGoalAndLoan(request);
  await signIn(page, user);
  await page.goto('/user/home');
  await expect(page.getByTestId('balance')).toHaveText('KES 1,150.00');
  await expect(page.getByText('Total savings balance')).toBeVisible();
  const box = page.getByRole('region', { name: 'What you own and owe' });
  await expect(box.getByTestId('home-in-goals')).toHaveText('KES 350.00');
  await expect(box.getByTestId('home-loan')).toHaveText('KES 1,100.00');
  await expect(box).toContainText(`Due ${day(dueDate, 'en')}`);
  await expect(box.getByTestId('home-free')).toHaveText('KES 1,150.00');
  await expect(box).toContainText('Includes the money you borrowed');
  await expect(box.getByTestId('home-own')).toHaveText('KES 400.00');
  await noSideScroll(page);
  await page.screenshot({ path: 'test-results/first-use/home-own-owe-en.png', fullPage: true });

  await swahili(page);
  await page.reload();
  const sw = page.getByRole('region', { name: 'Unachomiliki na unachodaiwa' });
  await expect(sw).toContainText('Pesa kwenye malengo yako');
  await expect(sw).toContainText('Mkopo wa kulipa');
  await expect(sw).toContainText(`Mwisho ${day(dueDate, 'sw')}`);
  await expect(sw.getByTestId('home-free')).toHaveText('KES 1,150.00');
  await page.screenshot({ path: 'test-results/first-use/home-own-owe-sw.png', fullPage: true });
});

test('a withdrawal is confirmed first: amount, number, fee 0 and what arrives (English and Kiswahili)', async ({
  page,
  request,
}) => {
  const user = await userWithDeposit(request, 'confirm', 300);
  await signIn(page, user);
  await page.goto('/user/withdraw');
  await submit(page, 'Continue', { 'Amount (KES)': '120' });
  const confirm = page.getByTestId('withdraw-confirm');
  await expect(confirm.getByRole('heading', { name: 'Check before you send' })).toBeVisible();
  const shown = `${user.phone.slice(0, 4)} ${user.phone.slice(4, 7)} ${user.phone.slice(7)}`;
  for (const text of ['KES 120.00', shown, 'KES 0.00 (no fee)', 'Arrives on your phone']) {
    await expect(confirm).toContainText(text);
  }
  await page.screenshot({ path: 'test-results/first-use/withdraw-confirm-en.png', fullPage: true });
  // nothing has left yet: Change goes back to the form with what was typed
  await confirm.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByLabel('Amount (KES)')).toHaveValue('KES 120');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(page.getByText(`KES 120.00 has been sent to ${shown}.`)).toBeVisible();

  await swahili(page);
  await page.goto('/user/withdraw');
  await submit(page, 'Endelea', { 'Kiasi (KES)': '50' });
  const sw = page.getByTestId('withdraw-confirm');
  await expect(sw.getByRole('heading', { name: 'Hakikisha kabla ya kutuma' })).toBeVisible();
  await expect(sw).toContainText('KES 0.00 (hakuna ada)');
  await noSideScroll(page);
  await page.screenshot({ path: 'test-results/first-use/withdraw-confirm-sw.png', fullPage: true });
});

test('a KES 0 loan limit is said first, with how a limit is earned, before any form (English and Kiswahili)', async ({
  page,
  request,
}) => {
  await newUserOn(page, request, 'nolimit', '/user/loans');
  const card = page.getByTestId('loan-limit');
  await expect(card).toContainText('You cannot borrow yet');
  await expect(card).toContainText('Your loan limit: KES 0.00');
  await expect(card).toContainText('regular saving (deposits and goals) is what we look at');
  await expect(card.getByRole('link', { name: 'Ask for a review in Help' })).toHaveAttribute('href', '/user/help');
  await expect(page.getByRole('button', { name: 'Request a Loan' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/first-use/loans-zero-en.png', fullPage: true });
  await swahili(page);
  await page.reload();
  await expect(page.getByTestId('loan-limit')).toContainText('Bado huwezi kukopa');
  await noSideScroll(page);
});
