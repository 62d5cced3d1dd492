import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { openAsAdmin } from './support/console';
import { loginSuperadmin } from './support/users';

/**
 * The console's Tax screen (docs/product/tax.md): a month's withholding tax figures, the per-payee CSV
 * download, Remit behind its confirmation (or held back while nothing is due), in English and
 * Kiswahili, with no axe violation.
 */
test('Tax: the month’s figures, the CSV and Remit with its confirmation, in English and Kiswahili', async ({
  page,
  request,
}) => {
  const admin = await loginSuperadmin(request);
  await openAsAdmin(page, admin, '/superadmin/tax');
  await expect(page.getByRole('heading', { name: 'Tax', level: 1 })).toBeVisible();
  const month = page.getByLabel('Month');
  await expect(month).toHaveValue(/^\d{4}-\d{2}$/);
  await expect(page.getByTestId('withheld')).toHaveText(/^KES /);
  await expect(page.getByTestId('due')).toHaveText(/^KES /);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^pamoja-withholding-tax-\d{4}-\d{2}\.csv$/);

  // A month long past: nothing withheld, nothing due, so Remit stays off even with a reference.
  await month.fill('2001-01');
  await expect(page.getByTestId('withheld')).toHaveText('KES 0.00');
  await expect(page.getByTestId('due')).toHaveText('KES 0.00');
  await page.getByLabel('KRA payment reference').fill('KRA-E2E-1');
  await expect(page.getByRole('button', { name: 'Remit' })).toBeDisabled();
  await expectNoViolations(page, 'tax (en)');

  await page.evaluate(() => localStorage.setItem('lang', 'sw'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kodi', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pakua CSV' })).toBeVisible();
  await expect(page.getByText('Inadaiwa')).toBeVisible();
  await expectNoViolations(page, 'tax (sw)');
});
