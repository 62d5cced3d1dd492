import { expect, test } from '@playwright/test';
import { checkDialog, open, THEMES, themedPages } from './support/a11y';
import { createCommunity } from './support/a11y-fixtures';
import { apiHeaders as auth, fund } from './support/api';
import { expectNoViolations } from './support/axe';
import { closesItsContexts } from './support/contexts';
import { registerUser } from './support/users';

const newPage = themedPages(closesItsContexts());

/** The chama screens and every dialog they open, in both themes, have no violations axe can find. */
for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test('community screens and dialogs have no accessibility violations', async ({ browser, request }) => {
      test.setTimeout(180_000);
      const chair = await registerUser(request, { prefix: `a11ychair${theme}` });
      const member = await registerUser(request, { prefix: `a11ychama${theme}` });
      await fund(request, chair, 2000);
      await fund(request, member, 2000);
      const id = await createCommunity(request, chair, member);
      const page = await newPage(browser, theme, chair);
      for (const path of ['/user/communities', `/user/community/${id}`]) {
        await open(page, path);
        await expectNoViolations(page, `${theme} ${path}`);
      }
      for (const [button, title] of [
        ['Pay', 'Pay contribution'],
        ['Borrow', 'Borrow from the Pool'],
        ['Propose Payout', 'Propose Payout'],
        ['Propose Share-out', 'Propose a share-out?'],
        ['Invite a Member', 'Invite a Member'],
        ['Set Rotation Order', 'Set Rotation Order'],
        ['Reject', 'Reject this request?'],
        ['Leave Community', `Leave Umoja ${theme}?`],
      ] as const) {
        await checkDialog(page, button, title, `${theme} community`);
      }
      const memberPage = await newPage(browser, theme, member);
      await open(memberPage, `/user/community/${id}`);
      await checkDialog(memberPage, 'Repay', 'Repay loan', `${theme} community`);
      await open(page, '/user/communities');
      await checkDialog(page, 'Create a Community', 'Create a Community', `${theme} communities`);
      const other = await registerUser(request, { prefix: `a11yinv${theme}` });
      const invited = await request.post(`/api/communities/${id}/invitations`, {
        headers: auth(chair),
        data: { userId: other.id },
      });
      expect(invited.status(), await invited.text()).toBe(201);
      const otherPage = await newPage(browser, theme, other);
      await open(otherPage, '/user/communities');
      await expect(otherPage.getByRole('button', { name: 'Accept' })).toBeVisible();
      await expectNoViolations(otherPage, `${theme} /user/communities with an invitation`);
    });
  });
}
