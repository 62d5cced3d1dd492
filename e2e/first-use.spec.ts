import { expect, test } from '@playwright/test';
import { apiHeaders as auth } from './support/api';
import { closesItsContexts } from './support/contexts';
import { swahili, userWithDeposit } from './support/first-use';
import { noSideScroll } from './support/page-checks';
import { loginSuperadmin, newUserOn, registerUser, signIn } from './support/users';

const newContext = closesItsContexts();

// What a first-time user trips on, on a 360×740 phone, in English and Kiswahili (money: first-use-money.spec.ts).
test.use({ viewport: { width: 360, height: 740 } });

test('registration step 4 names the email the code went to and counts the resend wait down (English and Kiswahili)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('userId', 'step4-user');
    localStorage.setItem('registrationEmail', 'amina.wanjiru@example.com');
  });
  await page.goto('/register/step-4');
  await expect(page.getByTestId('code-sent-to')).toHaveText(
    'We sent the code to amina.wanjiru@example.com. Check that inbox (and its spam folder).',
  );
  const countdown = page.getByTestId('resend-countdown');
  await expect(countdown).toHaveText(/^You can ask for a new code in (30|29|28|27) seconds\.$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '');
  await expect(page.getByRole('button', { name: 'Please wait before resending...' })).toBeDisabled();
  await swahili(page);
  await page.reload();
  await expect(page.getByTestId('code-sent-to')).toContainText('Tumetuma msimbo kwa amina.wanjiru@example.com.');
  await expect(page.getByTestId('resend-countdown')).toContainText('Unaweza kuomba msimbo mpya baada ya sekunde');
  await noSideScroll(page);
});

test('returning users go home: / and /login open home; logout clears storage; sign-in restores Kiswahili', async ({
  page,
  browser,
  request,
}) => {
  const user = await newUserOn(page, request, 'returning', '/');
  await expect(page).toHaveURL(/\/user\/home$/);
  await expect(page.getByTestId('balance')).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/user\/home$/);

  // the account is Kiswahili on the server
  const lang = await request.put(`/api/users/${user.id}/language`, { headers: auth(user), data: { language: 'sw' } });
  expect(lang.status()).toBe(200);
  await page.goto('/user/settings');
  await page.getByRole('button', { name: /Log Out|Toka/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => ['userId', 'authToken', 'userRole', 'userName'].map((k) => localStorage.getItem(k))),
  ).toEqual([null, null, null, null]);

  // a fresh device in English: signing in brings the account's language back
  const fresh = await newContext(browser, { viewport: { width: 360, height: 740 } });
  const phone = await fresh.newPage();
  // the landing page is still the landing page for a signed-out visitor
  await phone.goto('/');
  await expect(phone.getByRole('heading', { name: 'Save Together, Prosper Together.' })).toBeVisible();
  await phone.goto('/login');
  await phone.getByLabel('Email').fill(user.email);
  await phone.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await phone.getByRole('button', { name: 'Login' }).click();
  await expect(phone).toHaveURL(/\/user\/home$/);
  await expect(phone.getByText('Jumla ya akiba')).toBeVisible();
  await fresh.close();
});

test("signing in again restores the account's dark theme after logout and a cleared device", async ({
  page,
  request,
}) => {
  const user = await registerUser(request, { prefix: 'darktheme' });
  // signed in through the form (the signIn helper's init script would put the session back on every load)
  const login = async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/user\/home$/);
  };
  await login();
  await page.goto('/theme');
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/users/${user.id}/theme`) && r.status() === 200);
  await page.getByRole('button', { name: 'Dark Mode' }).click();
  await saved;
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.goto('/user/settings');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // a cleared device: nothing left in local storage, so the login screen is light
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await login();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.locator('body')).toHaveClass(/theme-dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('the superadmin opening / goes to the console', async ({ page, request }) => {
  const admin = await loginSuperadmin(request);
  await signIn(page, admin);
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('Kiswahili everywhere: a refusal, and a notification and a movement written while the account was English', async ({
  page,
  request,
}) => {
  // Written while the account is in English: the deposit's notification and its movement.
  const user = await userWithDeposit(request, 'kiswahili', 200);
  await swahili(page);

  // The server's refusal reads in the screens' language.
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(user.email);
  await page.locator('input[type="password"]').fill('Not-the-password-1');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('alert')).toContainText('Barua pepe au nenosiri si sahihi.');
  await expect(page.getByText('Invalid email or password.')).toHaveCount(0);

  await signIn(page, user);
  await page.goto('/user/notifications');
  await expect(page.getByText('Amana yako ya KES.200 imepokelewa', { exact: false })).toBeVisible();
  await expect(page.getByText('Your deposit of KES.200', { exact: false })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/first-use/notifications-sw.png', fullPage: true });

  await page.goto('/user/transactions');
  await expect(page.getByText('Amana ya M-Pesa', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('M-Pesa deposit', { exact: false })).toHaveCount(0);
});
