import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { nairobiDay } from '../src/shared/nairobi-time';
import { balanceOf, fund } from './support/api';
import { closesItsContexts, signedInPages } from './support/contexts';
import { submit } from './support/forms';
import { registerUser } from './support/users';

const session = signedInPages(closesItsContexts());

/** Pays the cycle's contribution from the community page. */
async function pay(page: Page, amount: string): Promise<void> {
  // The one dues figure: this cycle, not yet due, is what the member must pay by its due date.
  await expect(page.getByTestId('my-dues')).toContainText(`You owe ${amount}`);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay contribution' });
  await expect(dialog.getByLabel('Amount')).toHaveValue(amount);
  await dialog.getByRole('button', { name: 'Pay Contribution' }).click();
  await expect(page.getByText('Contribution successful!')).toBeVisible();
  await expect(page.getByTestId('my-dues')).toHaveText('You have paid this cycle. Thank you!');
}

/** A chama run from end to end (its rotation order: communities-rotation.spec.ts; ways to pay and invitations: communities-invitations.spec.ts). */
test('three members run a chama: contributions, a payout with maker-checker approval, a loan repaid', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const chair = await registerUser(request, { prefix: 'chair' });
  const treasurer = await registerUser(request, { prefix: 'treasurer' });
  const member = await registerUser(request, { prefix: 'member' });
  await Promise.all([fund(request, chair, 2000), fund(request, treasurer, 2000), fund(request, member, 2000)]);

  // The chairperson creates the community; the form checks the shared schema first.
  const c = await session(browser, chair);
  await c.goto('/user/home');
  await c.getByRole('navigation').getByRole('link', { name: 'Communities' }).click();
  await expect(c).toHaveURL(/\/user\/communities$/);
  await expect(c.getByRole('heading', { name: 'My Communities' })).toBeVisible();
  await c.getByRole('button', { name: 'Create a Community' }).click();
  const create = c.getByRole('dialog', { name: 'Create a Community' });
  await submit(create, 'Create Community');
  await expect(create.getByRole('alert')).toHaveText('Please enter a name for the community.');
  await submit(create, 'Create Community', { 'Community name': 'Umoja Chama' });
  await expect(create.getByRole('alert')).toHaveText('Please enter a valid contribution amount.');
  await create.getByLabel('Contribution amount').fill('1000');
  await create.getByLabel('First due date').fill(nairobiDay(new Date()));
  await create.getByLabel('Late fine').fill('50');
  await create.getByText('1', { exact: true }).click();
  await submit(create, 'Create Community');
  await expect(c).toHaveURL(/\/user\/community\/[0-9a-f-]+$/);
  await expect(c.getByText('Community created successfully!')).toBeVisible();
  await expect(c.getByRole('heading', { name: 'Umoja Chama' })).toBeVisible();
  await expect(c.getByRole('navigation').getByRole('link', { name: 'Communities' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const communityUrl = c.url();

  // Invitations: by phone and by user ID.
  for (const [by, field, value] of [
    ['Phone number', 'Phone number', treasurer.phone],
    ['User ID', 'User ID', member.id],
  ] as const) {
    await c.getByRole('button', { name: 'Invite a Member' }).click();
    const invite = c.getByRole('dialog', { name: 'Invite a Member' });
    await invite.getByText(by, { exact: true }).click();
    await invite.getByRole('textbox', { name: field }).fill(value);
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(c.getByText('Invitation sent.')).toBeVisible();
    await expect(invite).toBeHidden();
  }

  // The officials see both waiting: the number as typed, the name for an invitation by ID.
  const waiting = c.getByRole('region', { name: 'Invitations waiting for an answer' });
  const spaced = `${treasurer.phone.slice(0, 4)} ${treasurer.phone.slice(4, 7)} ${treasurer.phone.slice(7)}`;
  await expect(waiting.getByText(new RegExp(`^${spaced} · invited by`))).toBeVisible();
  await expect(waiting.getByText(new RegExp(`^${member.fullName} · invited by`))).toBeVisible();
  // An invitation to a number nobody has is sent all the same, and can be withdrawn.
  await c.getByRole('button', { name: 'Invite a Member' }).click();
  const stranger = c.getByRole('dialog', { name: 'Invite a Member' });
  await stranger.getByRole('textbox', { name: 'Phone number' }).fill('0799 000 111');
  await stranger.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(c.getByText('Invitation sent.')).toBeVisible();
  await waiting.getByRole('button', { name: 'Withdraw the invitation of 0799 000 111' }).click();
  await c
    .getByRole('dialog', { name: 'Withdraw the invitation of 0799 000 111?' })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(c.getByText('Invitation withdrawn.')).toBeVisible();
  await expect(waiting.getByText(/^0799 000 111/)).toHaveCount(0);
  // Ways to pay: the paybill and this member's chama account, and the USSD code.
  const ways = c.getByRole('region', { name: 'Ways to pay' });
  await expect(ways).toContainText(`C${communityUrl.split('/').at(-1)?.slice(0, 8)}-${chair.phone}`);
  await expect(ways).toContainText('*384*1#');

  const t = await session(browser, treasurer);
  const m = await session(browser, member);
  for (const page of [t, m]) {
    await page.goto('/user/communities');
    const invitation = page.getByRole('article', { name: 'Umoja Chama' });
    await expect(invitation.getByText(`Invited by ${chair.fullName}`)).toBeVisible();
    // The terms come before the answer.
    await expect(invitation.getByText('Contribution: KES 1,000.00 (Monthly)')).toBeVisible();
    await expect(invitation.getByText('Late fine: KES 50.00 for each cycle paid late')).toBeVisible();
    await expect(invitation.getByText("Payouts and loans need 1 official's approval")).toBeVisible();
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('Welcome! You have joined the community.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Umoja Chama/ })).toContainText('Member');
  }

  // The chairperson names the treasurer.
  await c.reload();
  await c.getByLabel(`Role of ${treasurer.fullName}`).selectOption('treasurer');
  const confirmRole = c.getByRole('dialog', { name: `Make ${treasurer.fullName} Treasurer?` });
  await confirmRole.getByRole('button', { name: 'Change role' }).click();
  await expect(c.getByText('Role updated.')).toBeVisible();
  await c.reload();
  await expect(c.getByLabel(`Role of ${treasurer.fullName}`)).toHaveValue('treasurer');

  // Everyone pays this cycle's contribution.
  await pay(c, 'KES 1,000');
  await t.goto(communityUrl);
  await expect(t.getByRole('heading', { name: 'Umoja Chama' })).toBeVisible();
  await expect(t.getByRole('button', { name: 'Propose Payout' })).toBeVisible();
  await pay(t, 'KES 1,000');
  await m.goto(communityUrl);
  await pay(m, 'KES 1,000');
  await expect(m.getByTestId('pool-balance')).toHaveText('KES 3,000.00');
  await expect(m.getByTestId('cycle-collected')).toHaveText('KES 3,000.00');

  // Maker: the chairperson proposes a payout to the member.
  await c.reload();
  await c.getByRole('button', { name: 'Propose Payout' }).click();
  const propose = c.getByRole('dialog', { name: 'Propose Payout' });
  await propose.getByLabel('Recipient').selectOption({ label: member.fullName });
  await submit(propose, 'Submit for Approval', { Amount: '1500' });
  await expect(propose.getByRole('alert')).toHaveText('Please give a reason for the payout.');
  await submit(propose, 'Submit for Approval', { Reason: 'School fees support' });
  await expect(c.getByText('Payout request submitted for approval.')).toBeVisible();
  const request1 = c.getByRole('article', { name: 'Payout KES 1,500.00' });
  await expect(request1.getByText('Pending')).toBeVisible();
  await expect(request1.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(request1.getByText('You proposed this request, so other officials approve it.')).toBeVisible();

  // Checker: the treasurer approves; the money moves to the member's wallet.
  await t.reload();
  const forTreasurer = t.getByRole('article', { name: 'Payout KES 1,500.00' });
  await expect(forTreasurer.getByText(`Proposed by ${chair.fullName}`)).toBeVisible();
  await forTreasurer.getByRole('button', { name: 'Approve' }).click();
  await expect(t.getByText('Approved. The money has been paid out.')).toBeVisible();
  await expect(forTreasurer.getByText('Paid', { exact: true })).toBeVisible();
  await expect(forTreasurer.getByText(`Approved by ${treasurer.fullName}`)).toBeVisible();

  await m.goto('/user/home');
  await expect(m.getByTestId('balance')).toHaveText('KES 2,500.00');
  await m.goto(communityUrl);
  await expect(m.getByTestId('pool-balance')).toHaveText('KES 1,500.00');
  await expect(
    m.getByRole('article', { name: 'Payout KES 1,500.00' }).getByText('Paid', { exact: true }),
  ).toBeVisible();

  // Table banking: the member borrows 1,000 for 2 months at 10% a month and sees the cost first.
  await m.getByRole('button', { name: 'Borrow', exact: true }).click();
  const borrow = m.getByRole('dialog', { name: 'Borrow from the Pool' });
  await expect(borrow.getByText('Enter an amount to see the total cost.')).toBeVisible();
  await borrow.getByLabel('Amount').fill('1000');
  await borrow.getByLabel('Months').selectOption('2');
  await expect(borrow.getByTestId('community-loan-cost')).toContainText(
    'You borrow KES 1,000.00 and repay KES 1,200.00 in all, 2 months after it is paid out. Interest: KES 200.00.',
  );
  await borrow.getByRole('button', { name: 'Request Loan' }).click();
  await expect(borrow.getByTestId('key-facts')).toContainText('InterestKES 200.00');
  await borrow.getByRole('button', { name: 'Confirm and request' }).click();
  await expect(m.getByText('Loan request submitted for approval.')).toBeVisible();
  await expect(m.getByText("Your loan request is waiting for the officials' approval.")).toBeVisible();

  await t.reload();
  const loanRequest = t.getByRole('article', { name: 'Loan KES 1,000.00' });
  await loanRequest.getByRole('button', { name: 'Approve' }).click();
  await expect(t.getByText('Approved. The money has been paid out.')).toBeVisible();

  await m.reload();
  await expect(m.getByTestId('my-loan-outstanding')).toHaveText('Outstanding KES 1,200.00');
  await expect(m.getByTestId('pool-balance')).toHaveText('KES 500.00');
  await m.getByRole('button', { name: 'Repay', exact: true }).click();
  const repay = m.getByRole('dialog', { name: 'Repay loan' });
  await expect(repay.getByLabel('Amount')).toHaveValue('KES 1,200');
  await repay.getByRole('button', { name: 'Repay' }).click();
  await expect(m.getByText('Repayment successful!')).toBeVisible();
  await expect(
    m.getByRole('article', { name: `${member.fullName} KES 1,000.00` }).getByText('Repaid', { exact: true }),
  ).toBeVisible();
  await expect(m.getByTestId('pool-balance')).toHaveText('KES 1,700.00');
  await expect(m.getByTestId('pool-income')).toHaveText('KES 200.00');
  expect(await balanceOf(request, member)).toBe(2500 + 1000 - 1200);

  // Every member reads the whole pool statement: each shilling in and out, with its member.
  const [csv] = await Promise.all([
    m.waitForEvent('download'),
    m.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe('Umoja-Chama-statement.csv');
  const rows = (await readFile(await csv.path(), 'utf8')).trim().split('\r\n');
  expect(rows[0]).toBe('date,kind,description,member,amount_kes,balance_kes,entry_id,reverses,cycle,reason,hash');
  // The movements, up to the blank line before the members' totals; a quoted cell may hold commas.
  const movements = rows.slice(1, rows.indexOf(''));
  expect(
    movements.map((row) =>
      row
        .split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)
        .slice(4, 6)
        .join(' '),
    ),
  ).toEqual([
    '1000.00 1000.00',
    '1000.00 2000.00',
    '1000.00 3000.00',
    '-1500.00 1500.00',
    '-1000.00 500.00',
    '1200.00 1700.00',
  ]);
  const [pdf] = await Promise.all([
    m.waitForEvent('download'),
    m.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
});
