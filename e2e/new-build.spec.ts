import { expect, type Page, test } from '@playwright/test';
import { newUserOn } from './support/users';

/**
 * A page opened before a deploy asks for a screen's chunk that only the old build had
 * (src/client/lib/stale-build.ts): it reloads once and shows the screen from the new build, and if
 * the chunk still fails it shows the error screen instead of reloading again.
 */

const savingsChunk = (url: URL) => /\/assets\/savings-page-[\w-]+\.js$/.test(url.pathname);

/** How many times the page has loaded a document, counted from now. */
function documentLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

test('a screen whose chunk is gone after a deploy reloads the page once and then shows', async ({ page, request }) => {
  const loads = documentLoads(page);
  await newUserOn(page, request, 'newbuild', '/user/home');
  await expect(page.getByRole('banner')).toContainText('Hello');
  expect(loads()).toBe(1);
  // The old build's name for the chunk is unknown to the server until the page reloads.
  await page.route(savingsChunk, (route) =>
    loads() === 1 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
  );
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Savings' }).click();
  await expect(page.getByRole('heading', { name: 'My Savings' })).toBeVisible();
  expect(loads()).toBe(2);
  await expect(page).toHaveURL(/\/user\/savings$/);
  await expect(page.getByText('Something went wrong')).toBeHidden();
});

test('a chunk that still fails after that reload shows the error screen, and the page does not reload again', async ({
  page,
  request,
}) => {
  const loads = documentLoads(page);
  await newUserOn(page, request, 'newbuild', '/user/home');
  await expect(page.getByRole('banner')).toContainText('Hello');
  await page.route(savingsChunk, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Savings' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  expect(loads()).toBe(2);
});
