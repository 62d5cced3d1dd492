import { expect, test } from '@playwright/test';
import { nairobiDay } from '../src/shared/nairobi-time';
import { apiHeaders, fund } from './support/api';
import { expectNoViolations } from './support/axe';
import { closesItsContexts } from './support/contexts';
import { noSideScroll } from './support/page-checks';
import { registerUser, signIn } from './support/users';

const newContext = closesItsContexts();

/**
 * A verifiable pool (docs/product/proof.md): the community screen shows the head of the pool's chain
 * as "Pool fingerprint", the one the proof endpoint gives and the statement's last hash, in English and
 * Kiswahili, light and dark, at 360 px, with no axe violation.
 */
test('the community screen shows the Pool fingerprint, in both languages and themes, at 360 px', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const chair = await registerUser(request, { prefix: 'fingerprint' });
  await fund(request, chair, 1000);
  const created = await request.post('/api/communities', {
    headers: apiHeaders(chair),
    data: {
      name: 'Fingerprint Chama',
      contributionAmount: 500,
      frequency: 'monthly',
      firstDueDate: nairobiDay(new Date()),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { community: { community_id: string } }).community.community_id;
  const paid = await request.post(`/api/communities/${id}/contributions`, {
    headers: apiHeaders(chair),
    data: { amount: 500 },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const proof = (await (await request.get(`/api/communities/${id}/proof`, { headers: apiHeaders(chair) })).json()) as {
    head: string;
    entries: number;
  };
  const statement = (await (
    await request.get(`/api/communities/${id}/statement`, { headers: apiHeaders(chair) })
  ).json()) as { statement: { entries: Array<{ hash: string }> } };
  expect(proof.entries).toBe(1);
  expect(statement.statement.entries.at(-1)?.hash).toBe(proof.head);

  for (const lang of ['en', 'sw'] as const)
    for (const theme of ['light', 'dark'] as const) {
      const page = await (
        await newContext(browser, { viewport: { width: 360, height: 780 }, colorScheme: theme })
      ).newPage();
      await signIn(page, chair);
      await page.addInitScript(
        ([l, t]) => {
          localStorage.setItem('lang', l);
          localStorage.setItem('theme', t);
        },
        [lang, theme] as const,
      );
      await page.goto(`/user/community/${id}`);
      // A loaded machine may take a while to draw the screen the first time.
      await expect(page.getByRole('heading', { name: 'Fingerprint Chama' })).toBeVisible({ timeout: 60_000 });
      const fingerprint = page.getByTestId('pool-fingerprint');
      await expect(fingerprint).toContainText(lang === 'en' ? 'Pool fingerprint' : 'Alama ya mfuko');
      await expect(fingerprint).toContainText(lang === 'en' ? 'first 8 characters' : 'herufi zake 8 za kwanza');
      await expect(page.getByTestId('pool-head')).toHaveText(proof.head);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      await noSideScroll(page);
      await expectNoViolations(page, `community page with its fingerprint, ${lang}, ${theme}`);
    }
});
