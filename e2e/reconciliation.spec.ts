import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { openAsAdmin } from './support/console';
import { loginSuperadmin } from './support/users';

/**
 * The console's Reconciliation screen (docs/product/proof.md): Run now reconciles the last 48 hours
 * with the simulator's record and the run appears with its status, float and lists, in English and
 * Kiswahili, with no axe violation.
 */
test('Reconciliation: Run now shows the run with its status and lists, in English and Kiswahili', async ({
  page,
  request,
}) => {
  const admin = await loginSuperadmin(request);
  await openAsAdmin(page, admin, '/superadmin/reconciliation');
  await expect(page.getByRole('heading', { name: 'Reconciliation', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Run now' }).click();
  await expect(page.getByRole('status')).toHaveText('The reconciliation has run.');
  const run = page.getByRole('region').first();
  await expect(run.getByText(/^(Balanced|Settled|Discrepancy)$/)).toBeVisible();
  await expect(run.getByRole('heading', { name: 'Credited by this run' })).toBeVisible();
  await expect(run.getByRole('heading', { name: 'In the ledger, unknown to M-Pesa' })).toBeVisible();
  await expect(run.getByText(/^M-Pesa float /)).toBeVisible();
  await expectNoViolations(page, 'reconciliation (en)');

  await page.evaluate(() => localStorage.setItem('lang', 'sw'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ulinganisho', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Linganisha sasa' })).toBeVisible();
  await expect(
    page
      .getByRole('region')
      .first()
      .getByText(/^(Sawa|Zimewekwa|Tofauti)$/),
  ).toBeVisible();
  await expectNoViolations(page, 'reconciliation (sw)');
});
