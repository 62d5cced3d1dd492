import { expect, test } from '@playwright/test';
import { confirmedDeposit as deposit } from './support/api';
import { openAsAdmin } from './support/console';
import { loginSuperadmin, registerUser, signIn } from './support/users';

/** /invite and referral rewards: what a referral earns, and when it earns nothing. */
test('/invite shows the link, the rewards, the referrals and adds the rewards to savings', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const referrer = await registerUser(request, { prefix: 'referrer' });
  const active = await registerUser(request, { prefix: 'friend', ref: referrer.id });
  const waiting = await registerUser(request, { prefix: 'pending', ref: referrer.id });
  await deposit(request, active, 100);
  await signIn(page, referrer);
  await page.goto('/invite');

  await expect(page.getByRole('heading', { name: 'Invite Friends' })).toBeVisible();
  await expect(page.getByLabel('Your referral link')).toHaveValue(new RegExp(`/register/step-1\\?ref=${referrer.id}$`));
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 5000 });

  await expect(page.getByText('Unredeemed Rewards', { exact: true })).toBeVisible();
  await expect(page.getByTestId('unredeemed')).toHaveText('KES 25.00');
  await expect(page.getByTestId('redeemed')).toHaveText('KES 0.00');
  const activeRow = page.getByRole('listitem').filter({ hasText: active.fullName });
  await expect(activeRow.getByText('Active', { exact: true })).toBeVisible();
  await expect(activeRow.getByText(/^Joined on \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: waiting.fullName }).getByText('Inactive', { exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Add Unredeemed Rewards to Savings' }).click();
  await expect(page.getByRole('alert')).toHaveText('Unredeemed rewards have been successfully added to your savings!');
  await expect(page.getByTestId('unredeemed')).toHaveText('KES 0.00');
  await expect(page.getByTestId('redeemed')).toHaveText('KES 25.00');
  await expect(page.getByRole('button', { name: 'Add Unredeemed Rewards to Savings' })).toBeDisabled();
});

test('a friend activated from the referrer’s own number earns nothing, and the console says why', async ({
  page,
  request,
  browser,
}) => {
  test.slow(); // two registrations, a deposit, the console and a second browser page
  const referrer = await registerUser(request, { prefix: 'farmer' });
  const throwaway = await registerUser(request, { prefix: 'throwaway', ref: referrer.id });
  await deposit(request, throwaway, 10, referrer.phone);
  const why = "Not earned: paid from the referrer's own number";

  await openAsAdmin(page, await loginSuperadmin(request), `/superadmin/user-details/${referrer.id}`);
  const referrals = page.getByRole('region', { name: 'Referrals' });
  const row = referrals.getByRole('row').filter({ hasText: throwaway.fullName });
  // The referrals load after the user's details: on a busy machine that takes a while.
  await expect(row.getByText(why)).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText(referrer.phone, { exact: true })).toBeVisible();
  await row.getByRole('link', { name: throwaway.fullName }).click();
  await expect(page).toHaveURL(new RegExp(`/superadmin/user-details/${throwaway.id}$`));
  await expect(page.getByTestId('referred-by')).toHaveText(`Referred by ${referrer.fullName}: ${why}`);
  await expect(page.getByRole('region', { name: 'Referrals' }).getByText('No referrals yet.')).toBeVisible();

  // The referrer sees the friend active, without a reward, and nobody's number.
  const own = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await signIn(own, referrer);
  await own.goto('/invite');
  const friend = own.getByRole('listitem').filter({ hasText: throwaway.fullName });
  await expect(friend.getByText('Active', { exact: true })).toBeVisible();
  await expect(friend.getByText('No reward', { exact: true })).toBeVisible();
  await expect(own.getByTestId('unredeemed')).toHaveText('KES 0.00');
  await expect(own.getByRole('button', { name: 'Add Unredeemed Rewards to Savings' })).toBeDisabled();
  const text = (await own.locator('main').textContent()) ?? '';
  expect(text).not.toContain(referrer.phone.slice(1));
  expect(text).not.toContain(throwaway.phone.slice(1));
  await own.close();
});
