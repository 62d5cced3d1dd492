import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { nairobiDay } from '../src/shared/nairobi-time';
import { approveLoan, requestLoan, setLoanLimit } from './support/api';
import { closesItsContexts } from './support/contexts';
import { type E2EUser, loginSuperadmin, registerUser, signIn, TINY_PNG } from './support/users';

const newContext = closesItsContexts();

/**
 * Every screen of the route table (see docs/product/README.md), visited as the person it is for, and every dialog and
 * menu those screens open, has no WCAG 2 A/AA violations that axe can find, in the light theme and
 * in the dark theme.
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
  const found = results.violations.map(
    (v) =>
      `${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} ${n.html} ${n.failureSummary ?? ''}`).join('\n')}`,
  );
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
  // A dialog fades in: its colours are only what a reader sees once it is fully opaque (the fade
  // may not have started when the click returns, so waiting for running animations is not enough).
  await expect(opened).toHaveCSS('opacity', '1');
  await expectNoViolations(page, label, opened);
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
}

/** Checks the dialog `title` that the button named exactly `button` opens, as "`where`: `title`". */
async function checkDialog(page: Page, button: string, title: string, where: string): Promise<void> {
  await checkOpened(
    page,
    page.getByRole('button', { name: button, exact: true }),
    page.getByRole('dialog', { name: title }),
    `${where}: ${title}`,
  );
}

async function newPage(browser: Browser, theme: Theme, user?: E2EUser): Promise<Page> {
  const page = await (await newContext(browser, { viewport: { width: 390, height: 844 }, hasTouch: true })).newPage();
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  if (user) await signIn(page, user);
  return page;
}

async function fund(request: APIRequestContext, user: E2EUser, amount: number): Promise<void> {
  const res = await request.post('/api/deposits', {
    headers: auth(user),
    data: { amount, mpesaNumber: user.phone, description: 'Savings', userId: user.id },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/accounts/${user.id}`, { headers: auth(user) })).json()) as {
            account: { balance: number };
          }
        ).account.balance,
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

/**
 * Pamoja offers shares (1,000 more than are sold, at KES 50), the saver buys two and offers one to the
 * member, so every part of the investments screens shows (see docs/product/shares.md).
 */
async function shareOffer(request: APIRequestContext, admin: E2EUser, saver: E2EUser, member: E2EUser): Promise<void> {
  const totals = (await (await request.get('/superadmin/totals', { headers: auth(admin) })).json()) as {
    boughtShares: number;
  };
  const set = await request.put('/superadmin/shares', {
    headers: auth(admin),
    data: { totalShares: totals.boughtShares + 1_000, sharePrice: 50 },
  });
  expect(set.status(), await set.text()).toBe(200);
  const bought = await request.post('/api/shares/buy', {
    headers: { ...auth(saver), 'idempotency-key': randomUUID() },
    data: { userId: saver.id, shares: 2 },
  });
  expect(bought.status(), await bought.text()).toBe(200);
  const offered = await request.post('/api/shares/transfers', {
    headers: { ...auth(saver), 'idempotency-key': randomUUID() },
    data: { userId: saver.id, toUserId: member.id, shares: 1, price: 50 },
  });
  expect(offered.status(), await offered.text()).toBe(201);
}

/**
 * A chama with rotation on, the member in it, both paid up, the member's loan approved and a payout
 * waiting for approval, so every part of the community screen shows.
 */
async function createCommunity(request: APIRequestContext, chair: E2EUser, member: E2EUser): Promise<string> {
  const post = async (user: E2EUser, path: string, data: Record<string, unknown>, status = 201) => {
    const res = await request.post(path, { headers: { ...auth(user), 'idempotency-key': randomUUID() }, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
    return (await res.json()) as Record<string, unknown>;
  };
  const theme = chair.fullName.includes('dark') ? 'dark' : 'light';
  const created = await post(chair, '/api/communities', {
    name: `Umoja ${theme}`,
    description: 'Monthly merry-go-round',
    contributionAmount: 500,
    frequency: 'monthly',
    firstDueDate: nairobiDay(new Date()),
    lateFine: 50,
    rotation: true,
    approvalsRequired: 1,
    loanInterestMonthly: 10,
  });
  const id = (created.community as { community_id: string }).community_id;
  await post(chair, `/api/communities/${id}/invitations`, { userId: member.id });
  const invitations = await request.get('/api/community-invitations', { headers: auth(member) });
  const [invitation] = ((await invitations.json()) as { invitations: { invitation_id: string }[] }).invitations;
  await post(member, `/api/community-invitations/${invitation?.invitation_id ?? ''}/accept`, {}, 200);
  const role = await request.put(`/api/communities/${id}/members/${member.id}/role`, {
    headers: auth(chair),
    data: { role: 'treasurer' },
  });
  expect(role.status(), await role.text()).toBe(200);
  await post(chair, `/api/communities/${id}/contributions`, { amount: 500 });
  await post(member, `/api/communities/${id}/contributions`, { amount: 500 });
  const loan = await post(member, `/api/communities/${id}/loans`, { amount: 300, months: 2 });
  await post(
    chair,
    `/api/communities/${id}/payouts/${(loan.payout as { payout_id: string }).payout_id}/approve`,
    {},
    200,
  );
  await post(member, `/api/communities/${id}/payouts`, {
    amount: 200,
    recipientUserId: member.id,
    reason: 'Hospital bill',
  });
  return id;
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

    test('community screens and dialogs have no accessibility violations', async ({ browser, request }) => {
      test.setTimeout(180_000);
      const chair = await registerUser(request, { prefix: `a11ychair${theme}` });
      const member = await registerUser(request, { prefix: `a11ychama${theme}` });
      await fund(request, chair, 2000);
      await fund(request, member, 2000);
      const id = await createCommunity(request, chair, member);
      const page = await newPage(browser, theme, chair);
      for (const path of ['/user/communities', `/user/community/${id}`]) {
        await open(page, path);
        await expectNoViolations(page, `${theme} ${path}`);
      }
      for (const [button, title] of [
        ['Pay', 'Pay contribution'],
        ['Borrow', 'Borrow from the Pool'],
        ['Propose Payout', 'Propose Payout'],
        ['Propose Share-out', 'Propose a share-out?'],
        ['Invite a Member', 'Invite a Member'],
        ['Set Rotation Order', 'Set Rotation Order'],
        ['Reject', 'Reject this request?'],
        ['Leave Community', `Leave Umoja ${theme}?`],
      ] as const) {
        await checkDialog(page, button, title, `${theme} community`);
      }
      const memberPage = await newPage(browser, theme, member);
      await open(memberPage, `/user/community/${id}`);
      await checkDialog(memberPage, 'Repay', 'Repay loan', `${theme} community`);
      await open(page, '/user/communities');
      await checkDialog(page, 'Create a Community', 'Create a Community', `${theme} communities`);
      const other = await registerUser(request, { prefix: `a11yinv${theme}` });
      const invited = await request.post(`/api/communities/${id}/invitations`, {
        headers: auth(chair),
        data: { userId: other.id },
      });
      expect(invited.status(), await invited.text()).toBe(201);
      const otherPage = await newPage(browser, theme, other);
      await open(otherPage, '/user/communities');
      await expect(otherPage.getByRole('button', { name: 'Accept' })).toBeVisible();
      await expectNoViolations(otherPage, `${theme} /user/communities with an invitation`);
    });
  });
}
