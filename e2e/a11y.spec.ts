import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { loanTerms, nairobiDate } from '../src/shared/loan-terms';
import { toKes } from '../src/shared/money';
import { type E2EUser, loginSuperadmin, registerUser, signIn, TINY_PNG } from './support/users';

/**
 * Every screen of the route table (spec §2), visited as the person it is for, and every dialog and
 * menu those screens open, has no WCAG 2 A/AA violations that axe can find, in the light theme and
 * in the dark theme.
 */
const PUBLIC = ['/', '/login', '/register/step-1', '/forgot-password', '/reset-password/sometoken', '/verify-code', '/terms-and-conditions'];
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
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

const auth = (user: E2EUser) => ({ accept: 'application/json', authorization: `Bearer ${user.token}` });

/** Opens a screen and waits for its main content: no pending requests, a heading, no spinner. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1:visible, h2:visible, h3:visible').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

/** Waits until no CSS transition or animation is running (an opening dialog fades in). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/**
 * Runs axe on the page (or, with `scope`, on that element only) and fails with a readable list of
 * what it found.
 */
async function expectNoViolations(page: Page, label: string, scope?: Locator): Promise<void> {
  await settled(page);
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (scope) {
    await scope.evaluate((el) => el.setAttribute('data-axe-scope', ''));
    axe.include('[data-axe-scope]');
  }
  const results = await axe.analyze();
  if (scope) await scope.evaluate((el) => el.removeAttribute('data-axe-scope'));
  const found = results.violations.map((v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`);
  expect.soft(found, `${label}\n${found.join('\n')}`).toEqual([]);
}

/**
 * Clicks `trigger`, checks what it opens, and closes it with Escape. Only the opened dialog or menu
 * is checked: the screen behind it was checked on its own, and while a modal's dimming overlay
 * covers it, it is inactive (its colours under the overlay are not what anyone reads).
 */
async function checkOpened(page: Page, trigger: Locator, opened: Locator, label: string): Promise<void> {
  await trigger.click();
  await expect(opened).toBeVisible();
  await expectNoViolations(page, label, opened);
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
}

async function newPage(browser: Browser, theme: Theme, user?: E2EUser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })).newPage();
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  if (user) await signIn(page, user);
  return page;
}

async function fund(request: APIRequestContext, user: E2EUser, amount: number): Promise<void> {
  const res = await request.post('/api/deposits', { headers: auth(user), data: { amount, mpesaNumber: user.phone, description: 'Savings', userId: user.id } });
  expect(res.ok(), await res.text()).toBe(true);
  await expect
    .poll(
      async () => ((await (await request.get(`/api/accounts/${user.id}`, { headers: auth(user) })).json()) as { account: { balance: number } }).account.balance,
      {
        timeout: 20_000,
      },
    )
    .toBe(amount);
}

async function createGoal(request: APIRequestContext, user: E2EUser, deposit?: number): Promise<string> {
  const res = await request.post('/api/goals', {
    headers: auth(user),
    multipart: {
      user_id: user.id,
      title: 'Shamba ya Pamoja',
      target_amount: '3000',
      end_date: new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10),
      description: 'A plot of land for the family',
      ...(deposit ? { deposit: String(deposit) } : {}),
      image: { name: 'shamba.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { goal: { goal_id: string } }).goal.goal_id;
}

/** The superadmin gives the user a loan limit through the admin edit call (spec §7). */
async function setLoanLimit(request: APIRequestContext, admin: E2EUser, user: E2EUser, limit: number): Promise<void> {
  const details = await request.get(`/api/superadmin/user-details/${user.id}`, { headers: auth(admin) });
  const u = ((await details.json()) as { user: { full_name: string; email: string; phone: string; balance: number } }).user;
  const res = await request.put(`/superadmin/users/${user.id}`, {
    headers: auth(admin),
    data: { full_name: u.full_name, email: u.email, phone: u.phone, balance: u.balance, loan_limit: limit },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function borrow(request: APIRequestContext, user: E2EUser, amount: number): Promise<string> {
  const terms = loanTerms(BigInt(amount * 100), '10 days', nairobiDate(new Date()));
  const res = await request.post('/api/loans/borrow', {
    headers: auth(user),
    data: {
      amount,
      duration: '10 days',
      purpose: 'Stock for my duka',
      userId: user.id,
      repaymentAmount: toKes(terms.repaymentCents),
      repaymentDueDate: terms.dueDate,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { loan: { id: string } }).loan.id;
}

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

    test('dialogs and menus have no accessibility violations', async ({ browser, request }) => {
      test.setTimeout(240_000);
      const saver = await registerUser(request, { prefix: `a11ydlg${theme}` });
      const member = await registerUser(request, { prefix: `a11ymem${theme}` });
      const admin = await loginSuperadmin(request);
      await fund(request, saver, 1000);
      const goalId = await createGoal(request, saver, 200);
      const added = await request.post(`/api/goals/${goalId}/members`, { headers: auth(saver), data: { userId: member.id } });
      expect(added.ok(), await added.text()).toBe(true);
      await setLoanLimit(request, admin, saver, 5_000);
      const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

      const visitor = await newPage(browser, theme);
      await open(visitor, '/');
      await checkOpened(visitor, visitor.getByRole('button', { name: 'Contact Support' }), dialog(visitor, 'Contact Support'), `${theme} / Contact Support`);

      const page = await newPage(browser, theme, saver);
      await open(page, `/user/goal/${goalId}`);
      for (const [button, title] of [
        ['Contribute', 'Contribute to Goal'],
        ['Withdraw', 'Withdraw Funds'],
        ['Edit goal', 'Edit Goal'],
        ['Delete goal', 'Confirm Deletion'],
      ] as const) {
        await checkOpened(page, page.getByRole('button', { name: button, exact: true }), dialog(page, title), `${theme} goal: ${title}`);
      }
      await page.getByRole('button', { name: 'Show Members' }).click();
      const members = dialog(page, 'Goal Members');
      await expect(members).toBeVisible();
      await expect(members.getByRole('button', { name: 'Remove' })).toBeVisible();
      await expectNoViolations(page, `${theme} goal: Goal Members`, members);
      await members.getByRole('button', { name: 'Remove' }).click();
      await expect(dialog(page, 'Confirm Removal')).toBeVisible();
      await expectNoViolations(page, `${theme} goal: Confirm Removal`, dialog(page, 'Confirm Removal'));

      await open(page, '/user/loans');
      await checkOpened(page, page.getByRole('button', { name: 'Request a Loan' }), dialog(page, 'Request a Loan'), `${theme} loans: Request a Loan`);

      await open(page, '/account');
      for (const title of ['Change Password', 'Two-Step Verification', 'Request Account Information', 'Delete Account']) {
        await checkOpened(page, page.getByRole('button', { name: title }), dialog(page, title), `${theme} account: ${title}`);
      }
      await open(page, '/profile');
      for (const title of ['Edit Name and Phone', 'Change Profile Picture']) {
        await checkOpened(page, page.getByRole('button', { name: title }), dialog(page, title), `${theme} profile: ${title}`);
      }

      const loanId = await borrow(request, saver, 1_000);
      const adminPage = await newPage(browser, theme, admin);
      await open(adminPage, '/superadmin/loan-requests');
      const row = adminPage.getByRole('row').filter({ hasText: saver.fullName });
      for (const [button, title] of [
        ['Approve', 'Approve this loan?'],
        ['Decline', 'Decline this loan?'],
      ] as const) {
        await checkOpened(adminPage, row.getByRole('button', { name: button }), dialog(adminPage, title), `${theme} loan requests: ${title}`);
      }
      const approved = await request.put(`/loans/${loanId}/approve`, { headers: auth(admin) });
      expect(approved.status(), await approved.text()).toBe(200);
      await open(page, '/user/loans');
      await checkOpened(page, page.getByRole('button', { name: 'Repay' }), dialog(page, 'Repay loan'), `${theme} loans: Repay loan`);

      await open(adminPage, '/admin/dashboard');
      for (const name of ['Notifications', 'Messages']) {
        await checkOpened(adminPage, adminPage.getByRole('button', { name }), dialog(adminPage, name), `${theme} console: ${name}`);
      }
      await checkOpened(adminPage, adminPage.getByRole('button', { name: 'Profile menu' }), adminPage.getByRole('menu'), `${theme} console: profile menu`);
      for (const title of ['Profile', 'Settings & Privacy']) {
        await adminPage.getByRole('button', { name: 'Profile menu' }).click();
        await checkOpened(adminPage, adminPage.getByRole('menuitem', { name: title }), dialog(adminPage, title), `${theme} console: ${title}`);
      }
      await open(adminPage, '/superadmin/interests');
      await checkOpened(
        adminPage,
        adminPage.getByRole('button', { name: 'Update Interests' }),
        dialog(adminPage, 'Update Interests'),
        `${theme} interests: Update Interests`,
      );
      await open(adminPage, `/superadmin/user-details/${member.id}`);
      await checkOpened(
        adminPage,
        adminPage.getByRole('button', { name: 'Delete User' }),
        dialog(adminPage, 'Delete User'),
        `${theme} user details: Delete User`,
      );
    });
  });
}
