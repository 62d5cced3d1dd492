import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type E2EUser, loginSuperadmin, registerUser, signIn, TINY_PNG } from './support/users';

/**
 * Every screen of the route table (spec §2), visited as the person it is for, has no WCAG 2 A/AA
 * violations that axe can find, in the light theme and, for the key screens, in the dark theme.
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
const DARK = ['/user/home', '/user/savings', '/user/settings', '/user/loans', '/admin/dashboard'];

/** Opens a screen and waits for its main content: no pending requests, a heading, no spinner. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1:visible, h2:visible, h3:visible').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

/** Runs axe on the page and fails with a readable list of what it found. */
async function expectNoViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const found = results.violations.map((v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`);
  expect.soft(found, `${label}\n${found.join('\n')}`).toEqual([]);
}

async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

async function createGoal(request: APIRequestContext, user: E2EUser): Promise<string> {
  const res = await request.post('/api/goals', {
    headers: { accept: 'application/json', authorization: `Bearer ${user.token}` },
    multipart: {
      user_id: user.id,
      title: 'Shamba ya Pamoja',
      target_amount: '3000',
      end_date: new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10),
      description: 'A plot of land for the family',
      image: { name: 'shamba.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { goal: { goal_id: string } }).goal.goal_id;
}

test('public screens have no accessibility violations', async ({ page }) => {
  await setTheme(page, 'light');
  for (const path of PUBLIC) {
    await open(page, path);
    await expectNoViolations(page, `light ${path}`);
  }
});

test('registration steps 2 to 4 have no accessibility violations', async ({ page }) => {
  await setTheme(page, 'light');
  await page.addInitScript(() => localStorage.setItem('userId', '00000000-0000-4000-8000-000000000000'));
  for (const path of REGISTRATION) {
    await open(page, path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectNoViolations(page, `light ${path}`);
  }
});

test('user screens have no accessibility violations', async ({ page, request }) => {
  test.setTimeout(180_000);
  const user = await registerUser(request, { prefix: 'a11y' });
  const goalId = await createGoal(request, user);
  await signIn(page, user);
  await setTheme(page, 'light');
  for (const path of [...USER, `/user/goal/${goalId}`]) {
    await open(page, path);
    await expectNoViolations(page, `light ${path}`);
  }
});

test('superadmin screens have no accessibility violations', async ({ page, request }) => {
  test.setTimeout(180_000);
  const user = await registerUser(request, { prefix: 'a11yadm' });
  const admin = await loginSuperadmin(request);
  await signIn(page, admin);
  await setTheme(page, 'light');
  for (const path of [...ADMIN, `/superadmin/user-details/${user.id}`]) {
    await open(page, path);
    await expectNoViolations(page, `light ${path}`);
  }
});

test('key screens have no accessibility violations in the dark theme', async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await registerUser(request, { prefix: 'a11ydark' });
  const admin = await loginSuperadmin(request);
  await setTheme(page, 'dark');
  for (const path of ['/', '/login']) {
    await open(page, path);
    await expectNoViolations(page, `dark ${path}`);
  }
  await signIn(page, user);
  for (const path of DARK.filter((p) => p.startsWith('/user'))) {
    await open(page, path);
    await expectNoViolations(page, `dark ${path}`);
  }
  await signIn(page, admin);
  for (const path of DARK.filter((p) => p.startsWith('/admin'))) {
    await open(page, path);
    await expectNoViolations(page, `dark ${path}`);
  }
});
