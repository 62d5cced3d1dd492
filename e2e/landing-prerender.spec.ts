import { expect, test } from '@playwright/test';
import { LANDING_THEME_SCRIPT, inlineScriptHashes } from '../src/shared/inline-scripts';

/** The landing page as the server sends it: prerendered, hydrated without errors, dark before any script. */
test('the first screen is in the HTML the server sends, before any script runs', async ({ request, browser }) => {
  const res = await request.get('/', { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toMatch(/<h1[^>]*>Save Together, Prosper Together\.<\/h1>/);
  expect(root).toContain('href="/register/step-1"');
  expect(root).toContain('Get Started');
  // One inline script came with it, the theme's, which the policy allows by its hash and nothing else.
  expect([...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([^<]*)<\/script>/g)].map((m) => m[1])).toEqual([
    LANDING_THEME_SCRIPT,
  ]);
  expect(res.headers()['content-security-policy']).toContain(`script-src 'self' ${inlineScriptHashes()};`);
  // Other pages get the loading shell (decision 107), never the landing page.
  const login = await (await request.get('/login', { headers: { accept: 'text/html' } })).text();
  expect(login).toContain('data-boot-shell');
  expect(login).not.toContain('Save Together, Prosper Together.</h1>');

  // Without JavaScript at all, the offer and Get Started show, styled.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Save Together, Prosper Together.');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  const getStarted = page.getByRole('link', { name: 'Get Started' });
  await expect(getStarted).toBeInViewport();
  expect(await getStarted.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await context.close();
});

for (const lang of ['en', 'sw'] as const) {
  test(`the prerendered page hydrates without a console error (${lang})`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
    });
    page.on('pageerror', (err) => problems.push(err.message));
    if (lang === 'sw') await page.addInitScript(() => localStorage.setItem('lang', 'sw'));
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.locator('html[data-landing-ready]').waitFor({ state: 'attached' });
    const [title, open] =
      lang === 'en'
        ? ['Save Together, Prosper Together.', 'Open navigation']
        : ['Tuweke Akiba Pamoja, Tufanikiwe Pamoja.', 'Fungua menyu'];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The page answers: the menu opens, the language switch works.
    await page.getByRole('button', { name: open }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page
      .getByRole('banner')
      .getByText(lang === 'en' ? 'SW' : 'EN', { exact: true })
      .filter({ visible: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title);
    expect(problems).toEqual([]);
  });
}

test('a dark-theme visitor gets the dark page before any script of the app has run', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // Only the HTML and its stylesheets: the app's scripts never arrive.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Save Together, Prosper Together.');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(36, 36, 36)');
  expect(problems.filter((p) => /Content Security Policy/i.test(p))).toEqual([]);
});
