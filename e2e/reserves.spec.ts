import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiHeaders, fund } from './support/api';
import { expectNoViolations } from './support/axe';
import { closesItsContexts } from './support/contexts';
import { type E2EUser, loginSuperadmin, registerUser, signIn } from './support/users';

const newContext = closesItsContexts();

/**
 * Proof of reserves through the screens (docs/product/proof.md): the public page in both languages
 * and themes at 360 px, the landing footer's link, and Settings → Verify my balance: ✓ for the
 * proof as served, ✗ when the test corrupts the leaf on its way to the browser.
 */
async function pageIn(browser: Browser, lang: 'en' | 'sw', theme: 'light' | 'dark', user?: E2EUser): Promise<Page> {
  const context = await newContext(browser, { viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await page.addInitScript(
    ([l, t]) => {
      localStorage.setItem('lang', l);
      localStorage.setItem('theme', t);
    },
    [lang, theme] as const,
  );
  if (user) await signIn(page, user);
  return page;
}

test('the public proof of reserves, and a saver verifies their balance', async ({ browser, request }) => {
  // eight pages, each checked with axe
  test.setTimeout(300_000);
  const saver = await registerUser(request, { prefix: 'reserves' });
  await fund(request, saver, 1500);
  const admin = await loginSuperadmin(request);
  const attested = await request.post('/superadmin/reserves/attest', { headers: apiHeaders(admin) });
  expect(attested.status(), await attested.text()).toBe(201);
  const { root } = (await attested.json()) as { root: string };

  const landing = await pageIn(browser, 'en', 'light');
  await landing.goto('/');
  await expect(landing.getByRole('link', { name: 'Proof of reserves' })).toHaveAttribute('href', '/reserves');

  const words = {
    en: { title: 'Proof of reserves', owes: /Pamoja owes its savers KES [\d,]+\.\d\d; it holds KES / },
    sw: {
      title: 'Uthibitisho wa akiba',
      owes: /Pamoja inadaiwa na waweka akiba wake KES [\d,]+\.\d\d; inashikilia KES /,
    },
  };
  for (const lang of ['en', 'sw'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      const page = await pageIn(browser, lang, theme);
      await page.goto('/reserves');
      await expect(page.getByRole('heading', { level: 1, name: words[lang].title })).toBeVisible();
      await expect(page.getByTestId('reserves-latest')).toContainText(words[lang].owes);
      await expect(page.getByTestId('reserves-root')).toHaveText(root);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoViolations(page, `/reserves ${lang} ${theme}`);
    }
  }

  const mine = await pageIn(browser, 'en', 'light', saver);
  await mine.goto('/user/settings');
  await mine.getByRole('link', { name: 'Verify my balance' }).click();
  await expect(mine).toHaveURL(/\/verify-balance$/);
  await expect(mine.getByTestId('verify-result')).toHaveText(
    '✓ Your balance is counted: the path reaches the published root and total.',
  );
  await expect(mine.getByTestId('verify-root')).toHaveText(root);
  await expect(mine.getByTestId('verify-reached')).toHaveText(root);
  await expectNoViolations(mine, '/verify-balance en');

  const kiswahili = await pageIn(browser, 'sw', 'dark', saver);
  await kiswahili.goto('/verify-balance');
  await expect(kiswahili.getByTestId('verify-result')).toHaveText(
    '✓ Salio lako limehesabiwa: njia inafika kwenye mzizi na jumla iliyochapishwa.',
  );
  await expectNoViolations(kiswahili, '/verify-balance sw dark');

  // The test corrupts the leaf on its way to the browser: the check must fail.
  const corrupted = await pageIn(browser, 'en', 'light', saver);
  await corrupted.route('**/api/users/*/reserves-proof', async (route) => {
    const response = await route.fetch();
    const proof = (await response.json()) as { leaf: { hash: string; sum: number } };
    const flipped = (proof.leaf.hash[0] === '0' ? '1' : '0') + proof.leaf.hash.slice(1);
    await route.fulfill({ response, json: { ...proof, leaf: { ...proof.leaf, hash: flipped } } });
  });
  await corrupted.goto('/verify-balance');
  await expect(corrupted.getByTestId('verify-result')).toHaveText(
    '✗ This proof does not reach the published root. Please contact support.',
  );
  await expectNoViolations(corrupted, '/verify-balance corrupted');
});
