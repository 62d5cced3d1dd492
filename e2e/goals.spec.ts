import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiHeaders, balanceOf, fund } from './support/api';
import { type E2EUser, registerUser, signIn, TINY_PNG } from './support/users';
import { closesItsContexts } from './support/contexts';

const newContext = closesItsContexts();

async function session(browser: Browser, user: E2EUser): Promise<Page> {
  const context = await newContext(browser, { viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

function deadline(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('two savers run a shared goal end to end', async ({ browser, request }) => {
  const admin = await registerUser(request, { prefix: 'goaladmin' });
  const member = await registerUser(request, { prefix: 'goalmember' });
  await fund(request, admin, 2000);
  await fund(request, member, 1000);

  const a = await session(browser, admin);
  await a.goto('/user/savings');
  await expect(a.getByText('No active goals found. Start creating one!')).toBeVisible();
  await a.getByRole('button', { name: 'Add a new goal', exact: true }).click();
  await expect(a).toHaveURL(/\/user\/add-goal$/);
  await expect(a.getByRole('heading', { name: 'Add a New Saving Goal' })).toBeVisible();
  await expect(a.getByTestId('balance')).toHaveText('KES 2,000.00');
  await a.getByRole('button', { name: 'Add Goal' }).click();
  await expect(a.getByRole('alert')).toHaveText('Please fill in all required fields.');
  await a.getByLabel('Goal Title').fill('Shamba ya Pamoja');
  await a.getByLabel('Target Amount').fill('3000');
  await a.getByLabel('Deadline').fill(deadline(200));
  await a.locator('input[type="file"]').setInputFiles({ name: 'shamba.png', mimeType: 'image/png', buffer: TINY_PNG });
  await a.getByLabel('Goal Description').fill('A plot of land for the family');
  await a.locator('label', { hasText: /^500$/ }).click();
  await a.getByRole('button', { name: 'Add Goal' }).click();
  await expect(a).toHaveURL(/\/user\/savings$/);
  await expect(a.getByRole('status')).toHaveText('Goal added successfully!');
  await expect(a.getByTestId('allocated-funds')).toHaveText('KES 500.00');
  await expect(a.getByText('1 active goal', { exact: true })).toBeVisible();
  await expect(a.getByText('7 months remaining')).toBeVisible();
  await expect(a.getByTestId('goal-progress-of')).toHaveText('KES 500.00 of KES 3,000.00 (16.67%)');
  await a.getByRole('link', { name: 'View Goal' }).click();
  await expect(a).toHaveURL(/\/user\/goal\/[0-9a-f-]{36}$/);
  const goalUrl = a.url();
  await expect(a.getByRole('heading', { name: 'Shamba ya Pamoja' })).toBeVisible();
  await expect(a.getByTestId('goal-percent')).toHaveText('16.67%');
  // one progress figure and one months-remaining count on the list and the page (docs/decisions/044-one-format-for-money-and-dates.md)
  await expect(a.getByTestId('goal-progress-of')).toHaveText('KES 500.00 of KES 3,000.00 (16.67%)');
  await expect(a.getByTestId('goal-Time Remaining')).toHaveText('7 months');
  await expect(a.getByRole('img', { name: 'Shamba ya Pamoja' })).toHaveAttribute('src', /^blob:/);

  await a.getByRole('button', { name: 'Contribute' }).click();
  const contribute = a.getByRole('dialog', { name: 'Contribute to Goal' });
  await contribute.getByLabel('Contribution Amount').fill('5000');
  await expect(contribute.getByText('Invalid contribution amount. Please check your balance.')).toBeVisible();
  await expect(contribute.getByRole('button', { name: 'Contribute' })).toBeDisabled();
  await contribute.getByLabel('Contribution Amount').fill('200');
  await contribute.getByRole('button', { name: 'Contribute' }).click();
  await expect(a.getByRole('status')).toHaveText('Contribution successful!');
  await expect(a.getByTestId('goal-Saved')).toHaveText('KES 700.00');

  await a.getByRole('button', { name: 'Show Members' }).click();
  const members = a.getByRole('dialog', { name: 'Goal Members' });
  await members.getByRole('button', { name: 'Add Member' }).click();
  await expect(members.getByRole('alert')).toHaveText('Please enter a member ID.');
  await members.getByLabel('Member User ID').fill(member.id);
  await members.getByRole('button', { name: 'Add Member' }).click();
  await expect(a.getByRole('status')).toHaveText('Member added successfully!');
  await expect(members.getByRole('listitem', { name: member.fullName })).toBeVisible();
  await expect(members.getByRole('listitem', { name: 'You' }).getByText('Admin')).toBeVisible();
  await members.getByRole('button', { name: 'Close' }).click();

  const m = await session(browser, member);
  await m.goto(goalUrl);
  await expect(m.getByRole('heading', { name: 'Shamba ya Pamoja' })).toBeVisible();
  await expect(m.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await expect(m.getByRole('button', { name: 'Edit goal' })).toHaveCount(0);
  await m.getByRole('button', { name: 'Contribute' }).click();
  await m.getByRole('dialog', { name: 'Contribute to Goal' }).getByLabel('Contribution Amount').fill('300');
  await m.getByRole('dialog', { name: 'Contribute to Goal' }).getByRole('button', { name: 'Contribute' }).click();
  await expect(m.getByRole('status')).toHaveText('Contribution successful!');
  await expect(m.getByTestId('goal-Saved')).toHaveText('KES 1,000.00');

  await a.reload();
  await expect(a.getByTestId('goal-Saved')).toHaveText('KES 1,000.00');
  await a.setViewportSize({ width: 360, height: 1100 });
  await a.screenshot({ path: 'test-results/goal-page-360.png', fullPage: true });
  await a.getByRole('button', { name: 'Withdraw' }).click();
  const withdraw = a.getByRole('dialog', { name: 'Withdraw Funds' });
  await expect(
    withdraw.getByText(
      "The amount is taken from every member's share in proportion to it, and each member's part goes back to that member's own savings balance. Only your own part comes to your balance.",
    ),
  ).toBeVisible();
  await withdraw.getByLabel('Amount').fill('100');
  // Before confirming: what each member gets back, in proportion to their share (700 and 300 of 1,000).
  const split = withdraw.getByRole('list', { name: 'Each member would get back:' });
  await expect(split.getByRole('listitem')).toHaveText(['YouKES 70.00', `${member.fullName}KES 30.00`]);
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(a.getByRole('status')).toHaveText(
    "KES 100.00 has been returned to the members' savings balances in proportion to their shares.",
  );
  await expect(a.getByTestId('goal-Saved')).toHaveText('KES 900.00');
  // Each part went to its member's own wallet: only the admin's own 70 came to the admin.
  expect(await balanceOf(request, admin)).toBe(1370);
  expect(await balanceOf(request, member)).toBe(730);
  const told = await request.get(`/api/notifications/${member.id}`, { headers: apiHeaders(member) });
  expect(
    ((await told.json()) as { notifications: Array<{ message: string }> }).notifications.map((n) => n.message),
  ).toContain(
    `${admin.fullName} withdrew KES 100.00 from the goal "Shamba ya Pamoja". KES 30.00 of your share was returned to your savings balance.`,
  );

  await m.reload();
  await m.getByRole('button', { name: 'Show Members' }).click();
  await m.getByRole('dialog', { name: 'Goal Members' }).getByRole('button', { name: 'Leave' }).click();
  await m.getByRole('dialog', { name: 'Confirm Leave' }).getByRole('button', { name: 'Leave Goal' }).click();
  await expect(m).toHaveURL(/\/user\/savings$/);
  await expect(m.getByRole('status')).toHaveText('You have left the goal successfully!');
  // The member put in 300: 30.00 came back with the withdrawal, the other 270.00 on leaving.
  expect(await balanceOf(request, member)).toBe(1000);

  await a.reload();
  await a.getByRole('button', { name: 'Delete goal' }).click();
  await a.getByRole('dialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Delete' }).click();
  await expect(a).toHaveURL(/\/user\/savings$/);
  await expect(a.getByRole('status')).toHaveText('Goal deleted successfully.');
  await expect(a.getByText('No active goals found. Start creating one!')).toBeVisible();
  expect(await balanceOf(request, admin)).toBe(2000);
});
