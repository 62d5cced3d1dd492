import { expect, type Page, test } from '@playwright/test';
import { checkDialog, checkOpened, open, THEMES, themedPages } from './support/a11y';
import { createGoal, shareOffer } from './support/a11y-fixtures';
import { apiHeaders as auth, approveLoan, fund, requestLoan, setLoanLimit } from './support/api';
import { expectNoViolations } from './support/axe';
import { closesItsContexts } from './support/contexts';
import { loginSuperadmin, registerUser } from './support/users';

const newPage = themedPages(closesItsContexts());

/**
 * Every dialog and menu the screens open has no WCAG 2 A/AA violations that axe can find, in the light
 * theme and in the dark theme (the chama's: a11y-communities.spec.ts).
 */
for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test('dialogs and menus have no accessibility violations', async ({ browser, request }) => {
      test.setTimeout(240_000);
      const saver = await registerUser(request, { prefix: `a11ydlg${theme}` });
      const member = await registerUser(request, { prefix: `a11ymem${theme}` });
      const admin = await loginSuperadmin(request);
      await fund(request, saver, 1000);
      const goalId = await createGoal(request, saver, 200);
      const added = await request.post(`/api/goals/${goalId}/members`, {
        headers: auth(saver),
        data: { userId: member.id },
      });
      expect(added.ok(), await added.text()).toBe(true);
      await setLoanLimit(request, admin, saver, 5_000);
      const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

      const visitor = await newPage(browser, theme);
      await open(visitor, '/');
      await checkOpened(
        visitor,
        visitor.getByRole('button', { name: 'Contact Support' }),
        dialog(visitor, 'Contact Support'),
        `${theme} / Contact Support`,
      );

      const page = await newPage(browser, theme, saver);
      await open(page, `/user/goal/${goalId}`);
      for (const [button, title] of [
        ['Contribute', 'Contribute to Goal'],
        ['Withdraw', 'Withdraw Funds'],
        ['Edit goal', 'Edit Goal'],
        ['Delete goal', 'Confirm Deletion'],
      ] as const) {
        await checkDialog(page, button, title, `${theme} goal`);
      }
      await page.getByRole('button', { name: 'Show Members' }).click();
      const members = dialog(page, 'Goal Members');
      await expect(members).toBeVisible();
      await expect(members.getByRole('button', { name: 'Remove' })).toBeVisible();
      await expectNoViolations(page, `${theme} goal: Goal Members`, members);
      await members.getByRole('button', { name: 'Remove' }).click();
      await expect(dialog(page, 'Confirm Removal')).toBeVisible();
      await expectNoViolations(page, `${theme} goal: Confirm Removal`, dialog(page, 'Confirm Removal'));

      await shareOffer(request, admin, saver, member);
      await open(page, '/user/investments');
      for (const title of ['Buy Shares', 'Offer Shares']) {
        await checkDialog(page, title, title, `${theme} investments`);
      }
      const memberPage = await newPage(browser, theme, member);
      await open(memberPage, '/user/investments');
      await expectNoViolations(memberPage, `${theme} /user/investments with an offer`);
      await checkDialog(memberPage, 'Accept', 'Accept this offer?', `${theme} investments`);

      await open(page, '/user/loans');
      await checkDialog(page, 'Request a Loan', 'Request a Loan', `${theme} loans`);

      await open(page, '/account');
      for (const title of [
        'Change Password',
        'Two-Step Verification',
        'Request Account Information',
        'Delete Account',
      ]) {
        // not by the whole name: Two-Step Verification's also says whether it is on
        await checkOpened(
          page,
          page.getByRole('button', { name: title }),
          page.getByRole('dialog', { name: title }),
          `${theme} account: ${title}`,
        );
      }
      await open(page, '/profile');
      for (const title of ['Edit Name and Phone', 'Change Profile Picture']) {
        await checkDialog(page, title, title, `${theme} profile`);
      }

      const loan = await requestLoan(request, saver, 1_000, '10 days');
      const adminPage = await newPage(browser, theme, admin);
      await open(adminPage, '/superadmin/loan-requests');
      const row = adminPage.getByRole('row').filter({ hasText: saver.fullName });
      for (const [button, title] of [
        ['Approve', 'Approve this loan?'],
        ['Decline', 'Decline this loan?'],
      ] as const) {
        await checkOpened(
          adminPage,
          row.getByRole('button', { name: button }),
          dialog(adminPage, title),
          `${theme} loan requests: ${title}`,
        );
      }
      await approveLoan(request, admin, loan.id);
      await open(page, '/user/loans');
      await checkDialog(page, 'Repay', 'Repay loan', `${theme} loans`);

      await open(adminPage, '/admin/dashboard');
      for (const name of ['Notifications', 'Messages']) {
        await checkDialog(adminPage, name, name, `${theme} console`);
      }
      await checkOpened(
        adminPage,
        adminPage.getByRole('button', { name: 'Profile menu' }),
        adminPage.getByRole('menu'),
        `${theme} console: profile menu`,
      );
      for (const title of ['Profile', 'Settings & Privacy']) {
        await adminPage.getByRole('button', { name: 'Profile menu' }).click();
        await checkOpened(
          adminPage,
          adminPage.getByRole('menuitem', { name: title }),
          dialog(adminPage, title),
          `${theme} console: ${title}`,
        );
      }
      await open(adminPage, '/superadmin/interests');
      await checkDialog(adminPage, 'Update Interests', 'Update Interests', `${theme} interests`);
      await open(adminPage, '/superadmin/investments');
      await checkDialog(adminPage, 'Declare Dividend', 'Declare Dividend', `${theme} investments`);
      await open(adminPage, `/superadmin/user-details/${member.id}`);
      await checkDialog(adminPage, 'Delete User', 'Delete User', `${theme} user details`);
    });
  });
}
