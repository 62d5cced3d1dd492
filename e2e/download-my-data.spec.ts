import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { unzip } from '../src/server/modules/account/account-test-kit';
import { waitForMail } from './support/mail';
import { registerUser, signIn } from './support/users';

/** Settings → Download my data (docs/product/account-and-settings.md, decision 095): the ZIP downloads, and the user is told by mail. */
test('Settings → Download my data downloads the ZIP of the user’s data, in the screens’ language', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, { prefix: 'export' });
  await signIn(page, user);
  await page.goto('/user/settings');
  const button = page.getByRole('button', { name: /Download my data/ });
  await expect(button).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(`pamoja-data-${user.id}.zip`);
  const files = unzip(await readFile(await download.path()));
  expect(files.has('profile.json')).toBe(true);
  expect(JSON.parse(files.get('profile.json')?.toString('utf8') ?? '{}')).toMatchObject({ userId: user.id });
  expect(files.get('README.txt')?.toString('utf8')).toContain('Your Pamoja data');
  await expect(page.getByText('Your data has been downloaded. We have emailed you to say so.')).toBeVisible();
  await waitForMail(user.email, (m) => m.subject === 'A copy of your Pamoja data was downloaded');

  // in Kiswahili, the entry and the README follow the screens
  await page.getByText('Kiswahili', { exact: true }).click();
  const sw = page.getByRole('button', { name: /Pakua data yangu/ });
  const [second] = await Promise.all([page.waitForEvent('download'), sw.click()]);
  expect(
    unzip(await readFile(await second.path()))
      .get('README.txt')
      ?.toString('utf8'),
  ).toContain('Data yako ya Pamoja');
});
