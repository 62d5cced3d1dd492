import { expect, test } from '@playwright/test';
import { newUserOn } from './support/users';

/** Settings → USSD PIN (docs/product/ussd.md): set with the password, then the USSD menu opens with it. */
test('a user sets the USSD PIN in settings and the USSD menu takes it', async ({ page, request }) => {
  const user = await newUserOn(page, request, 'ussd', '/user/settings');

  const entry = page.getByRole('button', { name: /USSD PIN/ });
  await expect(entry).toContainText('Not set');
  await entry.click();
  const dialog = page.getByRole('dialog', { name: 'USSD PIN' });
  await expect(dialog).toBeVisible();

  const pin = dialog.getByLabel('New USSD PIN (4 digits)');
  const password = dialog.getByLabel('Your password');
  await pin.fill('1234');
  await password.fill(user.password);
  await dialog.getByRole('button', { name: 'Save PIN' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please choose a PIN that is harder to guess (not 1234 or 1111).');

  await pin.fill('4821');
  await password.fill('not my password');
  await dialog.getByRole('button', { name: 'Save PIN' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your password is incorrect.');

  await pin.fill('4821');
  await password.fill(user.password);
  await dialog.getByRole('button', { name: 'Save PIN' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Your USSD PIN is set. To use Pamoja on any phone, dial *384*1# and enter it.',
  );
  await expect(pin).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(entry).toContainText('Set');

  // Africa's Talking's callback, as the network would send it from the user's phone
  const res = await request.post('/ussd', {
    form: {
      sessionId: `ATUid_e2e_${user.id}`,
      serviceCode: '*384*26#',
      phoneNumber: `+254${user.phone.slice(1)}`,
      networkCode: '63902',
      text: '4821',
    },
  });
  expect(res.status()).toBe(200);
  expect(await res.text()).toMatch(/^CON Pamoja\n1 Balance/);
});
