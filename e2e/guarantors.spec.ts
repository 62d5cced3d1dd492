import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { nairobiDay } from '../src/shared/nairobi-time';
import { apiHeaders as auth, fund } from './support/api';
import { expectNoViolations } from './support/axe';
import { closesItsContexts, signedInPages } from './support/contexts';
import { noSideScroll } from './support/page-checks';
import { type E2EUser, registerUser } from './support/users';

const session = signedInPages(closesItsContexts());

/** A chama of three, set up through the API: the chairperson, Amina who borrows and Baraka who guarantees. */
async function chamaOfThree(request: APIRequestContext, chair: E2EUser, members: E2EUser[]): Promise<string> {
  const post = async (user: E2EUser, path: string, data: Record<string, unknown>, status = 201) => {
    const res = await request.post(path, { headers: { ...auth(user), 'idempotency-key': randomUUID() }, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
    return (await res.json()) as Record<string, unknown>;
  };
  const created = await post(chair, '/api/communities', {
    name: 'Dhamana Chama',
    contributionAmount: 1000,
    frequency: 'monthly',
    firstDueDate: nairobiDay(new Date()),
    approvalsRequired: 1,
    loanInterestMonthly: 10,
  });
  const id = (created.community as { community_id: string }).community_id;
  for (const member of members) {
    await post(chair, `/api/communities/${id}/invitations`, { userId: member.id });
    const invitations = await request.get('/api/community-invitations', { headers: auth(member) });
    const [invitation] = ((await invitations.json()) as { invitations: { invitation_id: string }[] }).invitations;
    await post(member, `/api/community-invitations/${invitation?.invitation_id ?? ''}/accept`, {}, 200);
  }
  await post(chair, `/api/communities/${id}/contributions`, { amount: 1000 });
  return id;
}

/** docs/product/communities.md (guarantors): a loan above the borrower's own multiple, covered by a guarantor whose hold shrinks as it is repaid. */
test('a member borrows above their multiple with a guarantor; the hold shrinks as the loan is repaid', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const chair = await registerUser(request, { prefix: 'chair' });
  const amina = await registerUser(request, { prefix: 'amina' });
  const baraka = await registerUser(request, { prefix: 'baraka' });
  await Promise.all([fund(request, chair, 3000), fund(request, amina, 3000), fund(request, baraka, 3000)]);
  const id = await chamaOfThree(request, chair, [amina, baraka]);
  const url = `/user/community/${id}`;

  // The chairperson sets the loan multiple to 2.
  const c = await session(browser, chair);
  await c.goto(url);
  await expect(c.getByText(/Borrow alone up to 3× savings/)).toBeVisible();
  await c.getByRole('button', { name: 'Change loan multiple' }).click();
  const settings = c.getByRole('dialog', { name: 'Loan multiple' });
  await settings.getByLabel('Loan multiple').selectOption('2');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(c.getByText('Loan multiple saved.')).toBeVisible();
  await expect(c.getByText(/Borrow alone up to 2× savings/)).toBeVisible();

  // Baraka saves 2,000 (ahead), Amina 1,000: alone she may borrow 2,000.
  const b = await session(browser, baraka);
  const a = await session(browser, amina);
  for (const [page, amount] of [
    [b, '2000'],
    [a, '1000'],
  ] as const) {
    await page.goto(url);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const pay = page.getByRole('dialog', { name: 'Pay contribution' });
    await pay.getByLabel('Amount').fill(amount);
    await pay.getByRole('button', { name: 'Pay Contribution' }).click();
    await expect(page.getByText('Contribution successful!')).toBeVisible();
  }

  // Amina asks for 3,000 over a month, naming Baraka for 1,000.
  await a.reload();
  await a.getByRole('button', { name: 'Borrow', exact: true }).click();
  const borrow = a.getByRole('dialog', { name: 'Borrow from the Pool' });
  await borrow
    .getByRole('textbox', { name: /^Amount/ })
    .first()
    .fill('3000');
  await borrow.getByLabel('Months').selectOption('1');
  await expect(borrow.getByText('You can borrow up to KES 2,000.00 on your own.', { exact: false })).toBeVisible();
  await expect(borrow.getByTestId('guarantor-coverage')).toHaveText(
    'Covered KES 2,000.00 of KES 3,000.00: name more guarantees or borrow less.',
  );
  await borrow.getByRole('button', { name: 'Add a guarantor' }).click();
  await borrow.getByRole('combobox', { name: 'Guarantor 1' }).selectOption({ label: baraka.fullName });
  await borrow.getByLabel('Amount guaranteed by guarantor 1').fill('1000');
  await expect(borrow.getByTestId('guarantor-coverage')).toHaveText('Covered KES 3,000.00 of KES 3,000.00');
  await expectNoViolations(a, 'borrow with a guarantor', borrow);
  await noSideScroll(a);
  await borrow.getByRole('button', { name: 'Request Loan' }).click();
  await expect(borrow.getByTestId('key-facts')).toContainText('InterestKES 300.00');
  await borrow.getByRole('button', { name: 'Confirm and request' }).click();
  const waiting = a.getByRole('dialog', { name: 'Waiting for your guarantors' });
  await expect(waiting.getByTestId('loan-waiting')).toHaveText(
    'Waiting for your guarantors: covered KES 2,000.00 of KES 3,000.00.',
  );
  await waiting.getByRole('button', { name: 'Done' }).click();

  // Baraka finds the request under "Loans I guarantee" and accepts it with his password.
  await b.goto('/user/communities');
  await b.getByRole('link', { name: 'Loans I guarantee' }).click();
  await expect(b).toHaveURL(/\/user\/communities\/guarantees$/);
  const asked = b.getByRole('article', { name: amina.fullName });
  await expect(asked.getByTestId('guarantee-next')).toContainText(
    `${amina.fullName} asks you to guarantee KES 1,000.00 of a KES 3,000.00 loan.`,
  );
  await expect(asked.getByText('Asks to borrow KES 3,000.00 for 1 month and repay KES 3,300.00 in all.')).toBeVisible();
  await expectNoViolations(b, 'loans I guarantee (light)');
  await noSideScroll(b);
  await asked.getByRole('button', { name: 'Accept' }).click();
  await expect(asked.getByText('Please enter your password to accept.')).toBeVisible();
  await asked.getByLabel('Your password (to accept)').fill(baraka.password);
  await asked.getByRole('button', { name: 'Accept' }).click();
  await expect(b.getByText('Guarantee accepted.')).toBeVisible();
  await expect(asked.getByTestId('guarantee-next')).toContainText('KES 1,000.00 of your savings is held for');

  // Covered: the request reaches the officials; the chairperson approves and it is paid out.
  await c.reload();
  await c.getByRole('article', { name: 'Loan KES 3,000.00' }).getByRole('button', { name: 'Approve' }).click();
  await expect(c.getByText('Approved. The money has been paid out.')).toBeVisible();

  // Amina repays half; Baraka's hold halves with it.
  await a.reload();
  await expect(a.getByTestId('my-loan-outstanding')).toHaveText('Outstanding KES 3,300.00');
  await a.getByRole('button', { name: 'Repay', exact: true }).click();
  const repay = a.getByRole('dialog', { name: 'Repay loan' });
  await repay.getByLabel('Amount').fill('1650');
  await repay.getByRole('button', { name: 'Repay' }).click();
  await expect(a.getByText('Repayment successful!')).toBeVisible();
  await expect(a.getByTestId('my-loan-outstanding')).toHaveText('Outstanding KES 1,650.00');

  await b.reload();
  await expect(asked.getByTestId('guarantee-next')).toHaveText(
    `KES 500.00 of your savings is held until ${amina.fullName} repays. It shrinks with each repayment.`,
  );
  await expect(asked.getByText(/Held now KES 500.00 · Outstanding KES 1,650.00/)).toBeVisible();
  await b.evaluate(() => localStorage.setItem('theme', 'dark'));
  await b.reload();
  await expect(asked.getByTestId('guarantee-next')).toBeVisible();
  await expectNoViolations(b, 'loans I guarantee (dark)');
  await b.goto(url);
  await expect(b.getByRole('article', { name: baraka.fullName }).getByTestId('member-hold')).toHaveText(
    `KES 500.00 held for ${amina.fullName}'s loan`,
  );
});
