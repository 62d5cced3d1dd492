import { type APIRequestContext, expect, test } from '@playwright/test';

/** The HTML a browser is sent when it opens `path`. */
const page = async (request: APIRequestContext, path: string): Promise<string> =>
  (await request.get(path, { headers: { accept: 'text/html' } })).text();

const links = (html: string, rel: string): string[] =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"(?: crossorigin)? href="([^"]+)"`, 'g'))].map((m) => m[1] ?? '');

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
