import { expect, test } from '@playwright/test';
import { confirmedDeposit as deposit, expectSessionOver } from './support/api';
import { newUserOn, registerUser, signIn } from './support/users';

const json = { accept: 'application/json' };

/** /theme, /privacy, /notification-preferences, /user/settings, /user/help, /feedback and the language entry. */
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
