import { expect, test } from '@playwright/test';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('the app is installable: a linked, valid manifest with its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('manifest+json');
  const manifest = (await res.json()) as { icons: ManifestIcon[] } & Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: 'Pamoja',
    short_name: 'Pamoja',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b6e4f',
  });
  const has = (sizes: string, purpose: string) =>
    manifest.icons.some((i) => i.sizes === sizes && i.type === 'image/png' && (i.purpose ?? 'any') === purpose);
  expect([
    has('192x192', 'any'),
    has('512x512', 'any'),
    has('192x192', 'maskable'),
    has('512x512', 'maskable'),
  ]).toEqual([true, true, true, true]);
  for (const icon of manifest.icons) {
    const img = await request.get(icon.src);
    expect(`${icon.src} ${img.status()} ${img.headers()['content-type']}`).toBe(`${icon.src} 200 ${icon.type}`);
  }
});

test('the service worker takes control, serves the shell offline with a notice, and never answers an API call', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Save Together, Prosper Together.');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Online, the API answers (through the worker, which lets it pass to the network).
  const online = await page.evaluate(async () => (await fetch('/api/docs/json')).status);
  expect(online).toBe(200);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Save Together, Prosper Together.');
  await expect(page.getByRole('status').filter({ hasText: 'offline' })).toHaveText(
    'You are offline. Pamoja will reconnect when you are back online.',
  );

  const offline = await page.evaluate(async () => {
    const paths = ['/api/docs/json', '/superadmin/totals', '/loans/x/repay', '/mpesa/simulator/oauth/v1/generate'];
    return Promise.all(
      paths.map(async (p) =>
        fetch(p, { headers: { accept: 'application/json' } }).then(
          (r) => `${p} ${r.status}`,
          () => `${p} network error`,
        ),
      ),
    );
  });
  expect(offline).toEqual([
    '/api/docs/json network error',
    '/superadmin/totals network error',
    '/loans/x/repay network error',
    '/mpesa/simulator/oauth/v1/generate network error',
  ]);

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  // `/` is the prerendered landing page (decision 040), precached like the shell.
  expect(cached).toContain('/landing.html');
  expect(cached.filter((u) => /^\/(api|superadmin|loans|mpesa)\//.test(u))).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
});
