import { expect, test, type APIRequestContext } from '@playwright/test';
import { waitForMail } from './support/mail';
import { openAsAdmin } from './support/console';
import { loginSuperadmin, registerUser, signIn, TINY_PNG, type E2EUser, newUserOn } from './support/users';

const json = { accept: 'application/json' };

/** A confirmed M-Pesa deposit through the simulator (from the user's own number unless told): it makes the user's account active. */
async function deposit(request: APIRequestContext, user: E2EUser, amount: number, from = user.phone) {
  const res = await request.post('/api/deposits', {
    headers: { ...json, authorization: `Bearer ${user.token}` },
    data: { userId: user.id, amount, mpesaNumber: from, description: 'e2e' },
  });
  expect(res.status()).toBe(201);
  const { depositId } = (await res.json()) as { depositId: string };
  await expect
    .poll(async () => {
      const r = await request.get(`/api/deposits/${depositId}`, {
        headers: { ...json, authorization: `Bearer ${user.token}` },
      });
      return ((await r.json()) as { deposit: { status: string } }).deposit.status;
    })
    .toBe('completed');
}

/** The user's token no longer opens the API: the session ended on the server too. */
async function expectSessionOver(request: APIRequestContext, user: E2EUser) {
  const res = await request.get(`/api/profiles/${user.id}`, {
    headers: { ...json, authorization: `Bearer ${user.token}` },
  });
  expect(res.status()).toBe(401);
}

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

test('/account: change password rules, two-step state, information request', async ({ page, request }) => {
  const user = await newUserOn(page, request, 'account', '/account');

  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current Password').fill(user.password);
  await dialog.getByLabel('New Password').fill('Kahawa-Tamu-Asubuhi-7');
  await dialog.getByLabel('Confirm Password').fill('Different1!');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('New password and confirm password do not match.');
  await expect(dialog.getByLabel('Current Password')).toHaveValue('');
  await expect(dialog.getByRole('alert')).toBeHidden({ timeout: 5000 });

  await dialog.getByLabel('Current Password').fill(user.password);
  await dialog.getByLabel('New Password').fill('password');
  await dialog.getByLabel('Confirm Password').fill('password');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This password is too easy to guess. Try a longer passphrase, such as three or four unrelated words.',
  );
  await expect(dialog.getByRole('alert')).toBeHidden({ timeout: 5000 });

  await dialog.getByLabel('Current Password').fill('wrong-password');
  await dialog.getByLabel('New Password').fill('Kahawa-Tamu-Asubuhi-7');
  await dialog.getByLabel('Confirm Password').fill('Kahawa-Tamu-Asubuhi-7');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your current password is incorrect.');

  await dialog.getByLabel('Current Password').fill(user.password);
  await dialog.getByLabel('New Password').fill('Kahawa-Tamu-Asubuhi-7');
  await dialog.getByLabel('Confirm Password').fill('Kahawa-Tamu-Asubuhi-7');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password changed successfully.');
  await expect(page.getByRole('alert')).toBeHidden({ timeout: 5000 });

  await page.getByRole('button', { name: /Two-Step Verification/ }).click();
  const twoStep = page.getByRole('dialog', { name: 'Two-Step Verification' });
  await expect(twoStep.getByText(/Two-step verification is off/)).toBeVisible();
  await twoStep.getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByRole('alert')).toHaveText('Two-step verification enabled.');
  await page.reload();
  await page.getByRole('button', { name: /Two-Step Verification/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Two-Step Verification' }).getByText(/Two-step verification is on/),
  ).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Two-Step Verification' })
    .getByRole('button', { name: 'Close' })
    .last()
    .click(); // the footer button (the corner × is named Close too)

  await page.getByRole('button', { name: 'Request Account Information' }).click();
  await page.getByRole('dialog', { name: 'Request Account Information' }).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your account information has been sent to your email.');
  const mail = await waitForMail(user.email, (m) => m.subject === 'Your Pamoja account information');
  expect(mail.attachments).toEqual([`pamoja-account-${user.id}.json`]);
});

test('/account: Delete Account sends the request, then goes to /login and the session is over', async ({
  page,
  request,
}) => {
  const user = await newUserOn(page, request, 'leaving', '/account');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByRole('dialog', { name: 'Delete Account' }).getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBe(user.id);
  await expectSessionOver(request, user);
});

test('/profile edits name and phone, and the picture (images only)', async ({ page, request }) => {
  const user = await newUserOn(page, request, 'profile', '/profile');
  await expect(page.getByText(user.email)).toBeVisible();

  await page.getByRole('button', { name: 'Edit Name and Phone' }).click();
  const details = page.getByRole('dialog', { name: 'Edit Name and Phone' });
  await details.getByLabel('Name').fill('Akinyi Edited');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toBeHidden();
  await expect(page.getByText('Akinyi Edited')).toBeVisible();
  // shown as Kenyans write it: 0712 345 678
  await expect(
    page.getByText(`${user.phone.slice(0, 4)} ${user.phone.slice(4, 7)} ${user.phone.slice(7)}`),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Change Profile Picture' }).click();
  const picture = page.getByRole('dialog', { name: 'Change Profile Picture' });
  await picture
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text') });
  await picture.getByRole('button', { name: 'Save Picture' }).click();
  await expect(picture.getByRole('alert')).toContainText('Failed to update profile. Please try again.');

  await picture.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await picture.getByRole('button', { name: 'Save Picture' }).click();
  await expect(picture).toBeHidden();
  await expect(page.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', /^blob:/);
});

test('/theme switches between light and dark and keeps the choice', async ({ page, request }) => {
  await newUserOn(page, request, 'theme', '/theme');
  await page.getByRole('button', { name: 'Dark Mode' }).click();
  await expect(page.getByRole('button', { name: 'Light Mode' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Light Mode' })).toBeVisible();
  await page.getByRole('button', { name: 'Light Mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('/privacy and /notification-preferences save to the server and load the saved state', async ({
  page,
  request,
}) => {
  await newUserOn(page, request, 'prefs', '/privacy');
  const share = page.getByRole('checkbox', { name: 'Share my data with third parties' });
  await expect(share).not.toBeChecked();
  await share.check();
  await page.getByRole('combobox', { name: 'Profile Visibility' }).click();
  await page.getByRole('option', { name: 'Friends only' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('Privacy settings updated successfully!');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Share my data with third parties' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Profile Visibility' })).toHaveValue('Friends only');

  await page.goto('/notification-preferences');
  // A new account takes SMS receipts (decision 065).
  await expect(page.getByRole('checkbox', { name: 'Email' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Email' }).uncheck();
  await page.getByRole('checkbox', { name: 'SMS' }).uncheck();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('Notification preferences updated successfully!');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'SMS' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Push' })).toBeChecked();
});

test('/user/settings at 360 px: identity, entries, and Log Out clears the device', async ({ page, request }) => {
  const user = await registerUser(request, { prefix: 'settings' });
  await deposit(request, user, 50);
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, user);
  await page.goto('/user/settings');
  await expect(page.getByRole('heading', { name: `Hello, ${user.fullName.split(' ')[0]}!` })).toBeVisible();
  await expect(page.getByTestId('user-id')).toHaveText(user.id);
  await expect(page.getByRole('img', { name: 'Verified account' })).toBeVisible();
  for (const entry of ['Account', 'Privacy', 'Theme', 'Notifications', 'Help', 'Invite a Friend', 'Feedback']) {
    await expect(
      page
        .getByRole('navigation', { name: 'Settings', exact: true })
        .getByRole('link', { name: new RegExp(`^${entry}`) }),
    ).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'View Full Profile' })).toHaveAttribute('href', '/profile');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/account-settings-360.png', fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/invite');
  await expect(page.getByRole('heading', { name: 'Invite Friends' })).toBeVisible();
  await page.screenshot({ path: 'test-results/account-invite-360-dark.png', fullPage: true });
  await page.goto('/user/settings');

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await expectSessionOver(request, user);
});

test('/user/help, /feedback, /user/communities and the language entry', async ({ page, request }) => {
  const user = await newUserOn(page, request, 'helper', '/user/help');
  await expect(page.getByRole('button', { name: 'How do I deposit money?' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await page.getByLabel('Message').fill('How do I join a group goal?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toHaveText('Thank you! Our support team will get back to you soon.');
  await page.getByRole('link', { name: /User guide/ }).click();
  await expect(page.getByRole('heading', { name: '2. Deposit with M-Pesa' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('link', { name: /All questions and answers/ }).click();
  await expect(page.getByRole('button', { name: 'Is my money safe?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();

  await page.goto('/feedback');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please write your feedback.');
  await page.getByRole('textbox', { name: /^Feedback/ }).fill('Simple and clear.');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('alert')).toHaveText('Thank you for your feedback!');

  await page.goto('/user/communities');
  await expect(page.getByRole('heading', { name: 'My Communities' })).toBeVisible();

  await page.goto('/user/settings');
  await page.getByText('Kiswahili', { exact: true }).click();
  await expect(page.getByRole('link', { name: /^Akaunti/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('sw');
  await expect
    .poll(async () => {
      const res = await request.get(`/api/users/${user.id}/settings`, {
        headers: { ...json, authorization: `Bearer ${user.token}` },
      });
      return ((await res.json()) as { language: string }).language;
    })
    .toBe('sw');
});
