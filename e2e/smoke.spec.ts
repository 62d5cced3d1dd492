import { expect, test } from '@playwright/test';

test('the built app serves the landing page and the API side by side', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Save Together, Prosper Together.');
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  const missing = await request.get('/api/no-such-thing', { headers: { accept: 'application/json' } });
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ message: 'Not found.' });
});
