import { expect, test } from '@playwright/test';
import { open, THEMES, themedPages } from './support/a11y';
import { fund } from './support/api';
import { expectNoViolations } from './support/axe';
import { closesItsContexts } from './support/contexts';
import { registerUser } from './support/users';

const newPage = themedPages(closesItsContexts());

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    // The money states and the confirm step, each checked on its own (the screens around them are checked above).
    test('money states (withdraw confirm, a cancelled deposit, waiting for the PIN) have no violations', async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const saver = await registerUser(request, { prefix: `a11ymoney${theme}` });
      await fund(request, saver, 300);
      const page = await newPage(browser, theme, saver);
      await open(page, '/user/withdraw');
      await page.getByLabel('Amount (KES)').fill('100');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByTestId('withdraw-confirm')).toBeVisible();
      await expectNoViolations(page, `${theme} withdraw confirm`, page.getByTestId('withdraw-confirm'));
      await open(page, '/user/deposit');
      await page.getByLabel('Amount (KES)').fill('50');
      await page.getByLabel('M-Pesa number').fill('0712341032');
      await page.getByRole('button', { name: 'Deposit' }).click();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expectNoViolations(page, `${theme} deposit cancelled`, page.getByTestId('mpesa-state'));
      // waiting for the PIN (the simulator answers this number after 20 s), with the 3-second banner above it
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByLabel('Amount (KES)').fill('50');
      await page.getByLabel('M-Pesa number').fill('0712340999');
      await page.getByRole('button', { name: 'Deposit' }).click();
      await expect(page.getByTestId('prompt-countdown')).toBeVisible();
      const banner = page.getByText('Deposit successful! Your funds are now being processed.');
      await expect(banner).toHaveCSS('opacity', '1');
      // the spinner turns until M-Pesa answers: hold every animation still so the check runs now, on this state
      await page.evaluate(() => document.getAnimations().forEach((a) => a.pause()));
      await expectNoViolations(page, `${theme} deposit waiting for the PIN`);
      // M-Pesa answers after 20 s and home opens with the deposit as the latest movement ("+KES 50.00", Money in)
      await expect(page).toHaveURL(/\/user\/home$/, { timeout: 40_000 });
      await expect(page.getByTestId('balance')).toHaveText('KES 350.00');
      await expectNoViolations(page, `${theme} home after a deposit`);
    });
  });
}
