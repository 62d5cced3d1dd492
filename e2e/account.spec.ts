import { expect, test } from '@playwright/test';
import { expectSessionOver } from './support/api';
import { waitForMail } from './support/mail';
import { newUserOn, TINY_PNG } from './support/users';

/** /account and /profile (settings, theme, privacy and help: account-settings.spec.ts; referrals: account-referrals.spec.ts). */
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
