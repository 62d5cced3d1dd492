import { expect, test } from '@playwright/test';
import { open, THEMES, themedPages } from './support/a11y';
import { createGoal } from './support/a11y-fixtures';
import { expectNoViolations } from './support/axe';
import { closesItsContexts } from './support/contexts';
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
