import { expect, test } from '@playwright/test';
import { nairobiDay } from '../src/shared/nairobi-time';
import { apiHeaders } from './support/api';
import { expectNoViolations } from './support/axe';
import { closesItsContexts, signedInPages } from './support/contexts';
import { registerUser } from './support/users';

const session = signedInPages(closesItsContexts());

/** Ways to pay, an invitation with its terms and the waiting invitations, in English and Kiswahili. */
test('Ways to pay, an invitation with its terms and the waiting invitations pass axe at 360 px in English and Kiswahili', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const chair = await registerUser(request, { prefix: 'waysChair' });
  const invitee = await registerUser(request, { prefix: 'waysInvitee' });
  const created = await request.post('/api/communities', {
    headers: apiHeaders(chair),
    data: { name: 'Axe Chama', contributionAmount: 500, frequency: 'weekly', firstDueDate: nairobiDay(new Date()) },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { community: { community_id: string } }).community.community_id;
  for (const phone of [invitee.phone, '0799 000 222']) {
    const invited = await request.post(`/api/communities/${id}/invitations`, {
      headers: apiHeaders(chair),
      data: { phone },
    });
    expect(invited.status()).toBe(201);
  }
  for (const lang of ['en', 'sw'] as const) {
    const c = await session(browser, chair);
    const i = await session(browser, invitee);
    for (const page of [c, i]) {
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    }
    const title = lang === 'en' ? 'Ways to pay' : 'Njia za kulipa';
    await c.goto(`/user/community/${id}`);
    await expect(c.getByRole('region', { name: title })).toContainText(`C${id.slice(0, 8)}-${chair.phone}`);
    await expect(c.getByText(/^0799 000 222 · /)).toBeVisible();
    await expectNoViolations(c, `community page, ${lang}`);
    await c.goto('/user/deposit');
    await expect(c.getByRole('region', { name: title })).toContainText(chair.phone);
    await expectNoViolations(c, `deposit page, ${lang}`);
    await i.goto('/user/communities');
    await expect(i.getByRole('article', { name: 'Axe Chama' }).getByRole('listitem').first()).toBeVisible();
    await expectNoViolations(i, `invitation with terms, ${lang}`);
    await c.context().close();
    await i.context().close();
  }
});
