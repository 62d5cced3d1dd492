import { expect, test } from '@playwright/test';
import { followSidebar, openAsAdmin } from './support/console';
import { loginSuperadmin } from './support/users';

/**
 * Runs in the `fresh` project, before every other browser test (playwright.config.ts), so the
 * app has no users yet and every list shows the specification's empty text.
 */
test('on a fresh app the lists show their empty texts', async ({ page, request }) => {
  const admin = await loginSuperadmin(request);
  await openAsAdmin(page, admin, '/superadmin/users-list');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByText('No Users available')).toBeVisible();
  const lists: Array<[string, string]> = [
    ['Active Users', 'No Active Users available'],
    ['Inactive Users', 'No Inactive Users available'],
    ['Incomplete Registrations', 'No Incomplete Registrations available'],
    ['Delete Requests', 'No Delete Requests available'],
  ];
  for (const [link, empty] of lists) {
    await followSidebar(page, link);
    await expect(page.getByRole('heading', { name: link, level: 1 })).toBeVisible();
    await expect(page.getByText(empty)).toBeVisible();
  }
});
