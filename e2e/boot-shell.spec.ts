import { expect, type Page, test } from '@playwright/test';
import { BOOT_SCRIPT, LANDING_THEME_SCRIPT } from '../src/shared/inline-scripts';
import { expectNoViolations } from './support/axe';
import { registerUser, signIn } from './support/users';

// docs/decisions/107-a-loading-shell-in-every-page.md: every page but the landing page is drawn from its
// HTML alone (the logo and a spinner, themed, with its word in the stored language) until the app's
// first render replaces it; nothing is white while the scripts are on their way.

/** Holds back every script of the app until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

test('a screen opened on a link too slow for its scripts shows the loading shell from the HTML, then the screen', async ({
  page,
  request,
}) => {
  await signIn(page, await registerUser(request, { prefix: 'bootshell' }));
  const release = await holdScripts(page);
  await page.goto('/user/savings', { waitUntil: 'commit' });
  const shell = page.locator('[data-boot-shell]');
  await expect(shell).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Loading...', { useInnerText: true });
  await expect(shell.locator('svg')).toBeVisible();
  expect(await shell.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
  release();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(shell).toHaveCount(0);
});

test('the loading shell follows the stored theme and language before any script, and passes axe in both themes', async ({
  page,
  request,
}) => {
  const res = await request.get('/register/step-1', { headers: { accept: 'text/html' } });
  const html = await res.text();
  // Its one inline script is the boot script, which the policy allows by its hash (the landing page's is the other).
  expect([...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([^<]*)<\/script>/g)].map((m) => m[1])).toEqual([BOOT_SCRIPT]);
  expect(html).not.toContain(LANDING_THEME_SCRIPT);
  expect(html).toContain('data-boot-shell');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await holdScripts(page);
  await page.goto('/register/step-1', { waitUntil: 'commit' });
  await expect(page.locator('[data-boot-shell]')).toBeVisible();
  await expectNoViolations(page, 'loading shell, light');

  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('lang', 'sw');
  });
  await page.goto('/register/step-1', { waitUntil: 'commit' });
  const shell = page.locator('[data-boot-shell]');
  await expect(shell).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('status')).toHaveText('Inapakia...', { useInnerText: true });
  expect(await shell.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(36, 36, 36)');
  await expectNoViolations(page, 'loading shell, dark, Kiswahili');
});
