import { expect, test } from '@playwright/test';
import { open, THEMES, themedPages } from './support/a11y';
import { askGuarantee, createGoal } from './support/a11y-fixtures';
import { fund } from './support/api';
import { expectNoViolations } from './support/axe';
import { closesItsContexts } from './support/contexts';
import { noSideScroll } from './support/page-checks';
import { loginSuperadmin, registerUser } from './support/users';

const newPage = themedPages(closesItsContexts());

/**
 * Every screen of the route table (see docs/product/README.md), visited as the person it is for, has no
 * WCAG 2 A/AA violations that axe can find, in the light theme and in the dark theme. Dialogs and
 * menus: a11y-dialogs.spec.ts; money states: a11y-money.spec.ts; chamas: a11y-communities.spec.ts.
 */
const PUBLIC = [
  '/',
  '/login',
  '/register/step-1',
  '/forgot-password',
  '/reset-password/sometoken',
  '/verify-code',
  '/terms-and-conditions',
];
const REGISTRATION = ['/register/step-2', '/register/step-3', '/register/step-4'];
const USER = [
  '/user/home',
  '/user/savings',
  '/user/communities',
  '/user/communities/guarantees',
  '/user/notifications',
  '/user/help',
  '/feedback',
  '/user/transactions',
  '/user/deposit',
  '/user/withdraw',
  '/user/loans',
  '/user/investments',
  '/invite',
  '/user/add-goal',
  '/user/settings',
  '/profile',
  '/account',
  '/privacy',
  '/theme',
  '/notification-preferences',
];
const ADMIN = [
  '/admin/dashboard',
  '/superadmin/users-list',
  '/superadmin/active-users-list',
  '/superadmin/inactive-users-list',
  '/superadmin/incomplete-registrations',
  '/superadmin/delete-requests',
  '/superadmin/loan-requests',
  '/superadmin/interests',
  '/superadmin/investments',
  '/superadmin/shareholdings',
  '/superadmin/reconciliation',
  '/superadmin/tax',
];
for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test('public screens have no accessibility violations', async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      for (const path of PUBLIC) {
        await open(page, path);
        await expectNoViolations(page, `${theme} ${path}`);
      }
    });

    test('registration steps 2 to 4 have no accessibility violations', async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.addInitScript(() => localStorage.setItem('userId', '00000000-0000-4000-8000-000000000000'));
      for (const path of REGISTRATION) {
        await open(page, path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expectNoViolations(page, `${theme} ${path}`);
      }
    });

    test('user screens have no accessibility violations', async ({ browser, request }) => {
      test.setTimeout(180_000);
      const user = await registerUser(request, { prefix: `a11y${theme}` });
      const goalId = await createGoal(request, user);
      const page = await newPage(browser, theme, user);
      for (const path of [...USER, `/user/goal/${goalId}`]) {
        await open(page, path);
        await expectNoViolations(page, `${theme} ${path}`);
      }
    });

    test('a guarantee request: the notice, Loans I guarantee and the borrow form with a guarantor, at 360 px', async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const borrower = await registerUser(request, { prefix: `a11yborrow${theme}` });
      const guarantor = await registerUser(request, { prefix: `a11yguar${theme}` });
      await Promise.all([fund(request, borrower, 1000), fund(request, guarantor, 1000)]);
      const id = await askGuarantee(request, borrower, guarantor);
      const page = await newPage(browser, theme, guarantor);
      await page.setViewportSize({ width: 360, height: 780 });
      await open(page, '/user/notifications');
      await expectNoViolations(page, `${theme} /user/notifications with a guarantee request`);
      const link = page.getByRole('link', { name: 'Open Loans I guarantee' });
      expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await link.click();
      await expect(page).toHaveURL(/\/user\/communities\/guarantees$/);
      const asked = page.getByRole('article', { name: borrower.fullName });
      await expect(asked.getByRole('button', { name: 'Decline' })).toBeVisible();
      await expectNoViolations(page, `${theme} /user/communities/guarantees with a request`);
      await noSideScroll(page);
      // Accept asks for the password first: the open password field is checked too.
      await asked.getByRole('button', { name: 'Accept' }).click();
      await expect(asked.getByText('Please enter your password to accept.')).toBeVisible();
      await expectNoViolations(page, `${theme} /user/communities/guarantees accepting`);
      await noSideScroll(page);
      // The borrow form with a guarantor row and its live coverage.
      const mine = await newPage(browser, theme, borrower);
      await mine.setViewportSize({ width: 360, height: 780 });
      await open(mine, `/user/community/${id}`);
      await mine.getByRole('button', { name: 'Borrow', exact: true }).click();
      const borrow = mine.getByRole('dialog', { name: 'Borrow from the Pool' });
      await borrow
        .getByRole('textbox', { name: /^Amount/ })
        .first()
        .fill('2000');
      await borrow.getByRole('button', { name: 'Add a guarantor' }).click();
      await borrow.getByRole('combobox', { name: 'Guarantor 1' }).selectOption({ label: guarantor.fullName });
      await borrow.getByLabel('Amount guaranteed by guarantor 1').fill('500');
      await expect(borrow.getByTestId('guarantor-coverage')).toHaveText('Covered KES 2,000.00 of KES 2,000.00');
      await expect(borrow).toHaveCSS('opacity', '1');
      await expectNoViolations(mine, `${theme} borrow with a guarantor`, borrow);
      await noSideScroll(mine);
    });

    test('superadmin screens have no accessibility violations', async ({ browser, request }) => {
      test.setTimeout(180_000);
      const user = await registerUser(request, { prefix: `a11yadm${theme}` });
      const page = await newPage(browser, theme, await loginSuperadmin(request));
      for (const path of [...ADMIN, `/superadmin/user-details/${user.id}`]) {
        await open(page, path);
        await expectNoViolations(page, `${theme} ${path}`);
      }
    });
  });
}
