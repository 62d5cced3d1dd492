import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loginSuperadmin, registerUser, signIn } from './support/users';

/** The HTML a browser is sent when it opens `path`. */
const page = async (request: APIRequestContext, path: string): Promise<string> =>
  (await request.get(path, { headers: { accept: 'text/html' } })).text();

const links = (html: string, rel: string): string[] =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*? href="([^"]+)"`, 'g'))].map((m) => m[1] ?? '');

// docs/decisions/050-app-shell-in-the-html.md
test('every screen but the landing page names the app shell and its styles in the HTML it is sent', async ({
  request,
}) => {
  const html = await page(request, '/login');
  const scripts = links(html, 'modulepreload');
  const styles = links(html, 'stylesheet');
  expect(scripts.some((href) => /\/assets\/app-shell-[\w-]+\.js$/.test(href))).toBe(true);
  expect(scripts.some((href) => /\/assets\/warm-up-[\w-]+\.js$/.test(href))).toBe(true);
  expect(styles.some((href) => /\/assets\/app-libs-[\w-]+\.css$/.test(href))).toBe(true);
  for (const href of [...scripts, ...styles]) {
    const res = await request.get(href);
    expect(`${href} ${res.status()}`).toBe(`${href} 200`);
  }
  expect(await page(request, '/user/home')).toBe(html);

  const landing = await page(request, '/');
  expect(landing).toContain('<h1');
  expect(links(landing, 'modulepreload').filter((href) => /app-shell|app-libs|warm-up/.test(href))).toEqual([]);
  expect(links(landing, 'stylesheet').filter((href) => /app-libs|app-shell/.test(href))).toEqual([]);
});

test('the app shell is fetched once: the entry adds no second link for a file the HTML names', async ({
  page: tab,
}) => {
  await tab.goto('/login');
  await expect(tab.getByRole('button', { name: 'Login' })).toBeVisible();
  const hrefs = await tab.evaluate(() =>
    [...document.querySelectorAll('link[rel="modulepreload"], link[rel="stylesheet"]')].map(
      (l) => (l as HTMLLinkElement).href,
    ),
  );
  expect(hrefs.filter((href, i) => hrefs.indexOf(href) !== i)).toEqual([]);
});

/** Which of the shared app chunks (app-libs, app-forms, app-frame, app-overlays) are among `scripts`, sorted. */
const shared = (scripts: string[]): string[] =>
  [
    ...new Set(
      scripts
        .map((s) => /\/(app-(?:libs|forms|frame|overlays))-[\w-]+\.js$/.exec(s)?.[1])
        .filter((n) => n !== undefined),
    ),
  ].sort();

/** Records the script files `page` requests from now on. */
function scriptsFrom(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

/** The script files a page requested while it opened `path` and showed `ready`. */
async function scriptsFor(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  return scripts;
}

test('a screen loads only the shared chunks it uses: home, communities and settings neither the inputs nor the overlays, sign-in no overlays', async ({
  page,
  request,
}) => {
  const login = await scriptsFor(page, '/login', (p) => expect(p.getByRole('button', { name: 'Login' })).toBeVisible());
  expect(shared(login)).toEqual(['app-forms', 'app-libs']);

  const user = await registerUser(request, { prefix: 'firstload' });
  await signIn(page, user);
  const home = await scriptsFor(page, '/user/home', (p) =>
    expect(p.getByRole('heading', { name: 'Investment performance' })).toBeVisible(),
  );
  expect(shared(home)).toEqual(['app-libs']);

  // A screen with a form dialog loads the dialog's code when it is first opened (decision 051).
  const communities = await scriptsFor(page, '/user/communities', (p) =>
    expect(p.getByRole('heading', { name: 'My Communities' })).toBeVisible(),
  );
  expect(shared(communities)).toEqual(['app-libs']);
  const opening = scriptsFrom(page);
  await page.getByRole('button', { name: 'Create a Community' }).click();
  await expect(page.getByRole('dialog', { name: 'Create a Community' })).toBeVisible();
  expect(shared(opening)).toEqual(['app-forms', 'app-overlays']);

  // Settings too: its USSD PIN dialog comes with its first opening, and the verified mark is no tooltip.
  const settings = await scriptsFor(page, '/user/settings', (p) =>
    expect(p.getByRole('button', { name: /USSD PIN/ })).toBeVisible(),
  );
  expect(shared(settings)).toEqual(['app-libs']);
  const pinDialog = scriptsFrom(page);
  await page.getByRole('button', { name: /USSD PIN/ }).click();
  await expect(page.getByRole('dialog', { name: 'USSD PIN' })).toBeVisible();
  expect(shared(pinDialog)).toEqual(['app-forms', 'app-overlays']);
});

test('the console dashboard loads neither the inputs nor the overlays until something opens', async ({
  page,
  request,
}) => {
  await signIn(page, await loginSuperadmin(request));
  await page.setViewportSize({ width: 390, height: 844 });
  const dashboard = await scriptsFor(page, '/admin/dashboard', (p) =>
    expect(p.getByRole('radio', { name: 'Month' })).toBeChecked(),
  );
  // The paybill suspense list's assign dialog brings the schemas and the form hook when first opened (decision 051);
  // the top bar's dropdowns bring the overlays when first pressed (decision 052).
  expect(shared(dashboard)).toEqual(['app-frame', 'app-libs']);
  expect(dashboard.filter((s) => /\/(schemas|use-schema-form)-[\w-]+\.js$/.test(s))).toEqual([]);
  // On a phone the folded sidebar's links are drawn when the burger first opens it.
  const sidebar = page.getByRole('navigation', { name: 'Console navigation' });
  await expect(sidebar.getByRole('link')).toHaveCount(0);
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(sidebar.getByRole('link')).toHaveCount(12);
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();

  // Pressed from the keyboard, the bell loads its panel, opens it, and Escape gives the focus back to the bell.
  const opening = scriptsFrom(page);
  const bell = page.getByRole('button', { name: 'Notifications' });
  await bell.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText('No new notifications');
  // (and the inputs, which the overlays' Select uses)
  expect(shared(opening)).toEqual(['app-forms', 'app-overlays']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden();
  await expect(bell).toBeFocused();
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeFocused();
});

test('the first screen is drawn with its words, with no spinner while they arrive', async ({ page }) => {
  // The sign-in screen's words (its `auth` catalogue) held back: the shell waits for them before its first
  // render. It used to render at once, suspend on them and draw its spinner, and React then held the ready
  // screen back up to 300 ms after that spinner (decision 052).
  await page.route(
    (url) => /\/assets\/auth-(?!kit-)[\w-]+\.js$/.test(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    },
  );
  await page.addInitScript(() => {
    const seen = window as unknown as { spinner?: boolean };
    new MutationObserver(() => {
      if (document.querySelector('[aria-label="Loading"], [data-loading-shell]')) seen.spinner = true;
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { spinner?: boolean }).spinner ?? false)).toBe(false);
});

// decision 105: every lazy route has a HydrateFallback (the loading shell), so React Router does not warn.
test('a signed-in screen opened first logs no warning that a HydrateFallback is missing', async ({ page, request }) => {
  const logged: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') logged.push(m.text());
  });
  await signIn(page, await registerUser(request, { prefix: 'hydrate' }));
  // The screen's code held back, as on a slow link: the router's first render comes before it.
  await page.route(
    (url) => /\/assets\/savings-page-[\w-]+\.js$/.test(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    },
  );
  await page.goto('/user/savings');
  await expect(page.locator('[data-loading-shell]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(logged.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
});
