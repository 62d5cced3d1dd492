import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { formatKes, toKes } from '../src/shared/money';
import { TestSmtpServer } from '../src/server/testing/smtp';
import { openAsAdmin } from './support/console';
import { approveLoan, balanceOf, fund, requestLoan, setLoanLimit } from './support/api';
import { E2E_ROOT, e2eAppEnv, MAIL_DIR } from './support/env';
import { expectNoViolations } from './support/axe';
import { type E2EUser, loginSuperadmin, registerUser, signIn } from './support/users';
import { closesItsContexts } from './support/contexts';

const newContext = closesItsContexts();

/**
 * Community shareholding through the screens (see docs/product/shares.md): the superadmin offers
 * shares, a member buys some after seeing the cost, offers part of them to another member who accepts,
 * the superadmin declares a dividend after seeing what each holder gets, and both members see it.
 *
 * A share counts from the Nairobi day after it is acquired, so a dividend pays for shares bought
 * yesterday at the earliest. This test therefore runs its own app (fresh data, the mail filed where
 * the support helpers read it) whose clock it moves one day on (SIGUSR2, e2e/support/shifted-clock.mjs)
 * between the transfer and the dividend; being alone on it, it checks the figures exactly.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 100;
const BASE_URL = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: BASE_URL });
test.describe.configure({ mode: 'serial' });

let app: ChildProcess;
const smtp = new TestSmtpServer();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = path.join(E2E_ROOT, 'shares-data');
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(MAIL_DIR, { recursive: true });
  let n = 0;
  smtp.onMail = async (mail) => {
    n += 1;
    await writeFile(
      path.join(MAIL_DIR, `${Date.now()}-shares-${n}.json`),
      JSON.stringify({ ...mail, attachments: mail.attachments.map((a) => a.filename) }),
    );
  };
  const smtpUrl = await smtp.start();
  const clock = pathToFileURL(path.resolve('e2e/support/shifted-clock.mjs')).href;
  app = spawn(process.execPath, ['--import', clock, 'scripts/start.mjs'], {
    env: e2eAppEnv(PORT, dataDir, smtpUrl),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (app.exitCode !== null) throw new Error(`the shares app exited with code ${app.exitCode}`);
    const up = await fetch(`${BASE_URL}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the shares app did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(async () => {
  if (app && app.exitCode === null) {
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
  }
  await smtp.stop();
});

/** The app's next Nairobi day begins: what was held at the end of today counts for tomorrow. */
async function nextDay(): Promise<void> {
  app.kill('SIGUSR2');
  await new Promise((r) => setTimeout(r, 200));
}

const PRICE = 100;
const DIVIDEND = 1_000;
const kes = (amount: number) => `KES ${formatKes(amount)}`;
const auth = (user: E2EUser) => ({ accept: 'application/json', authorization: `Bearer ${user.token}` });

interface Totals {
  totalShares: number;
  boughtShares: number;
  sharePrice: number;
  totalInvestors: number;
  totalInvestments: number;
  retainedIncome: number;
}
interface Holding {
  shares: number;
  value: number;
  maxBuyable: number;
  dividends: { dividend_id: string; date: string; amount: number; tax: number; net: number }[];
}

async function totals(request: APIRequestContext, admin: E2EUser): Promise<Totals> {
  const res = await request.get('/superadmin/totals', { headers: auth(admin) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Totals;
}

async function holding(request: APIRequestContext, user: E2EUser): Promise<Holding> {
  const res = await request.get(`/api/shares/${user.id}`, { headers: auth(user) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Holding;
}

/**
 * Pamoja earns income when a loan's charge is repaid. Other tests' adjustments and interest are
 * expenses, so a borrower takes a one-month loan (10% charge) large enough for the retained income to
 * cover the dividend, and repays it.
 */
async function earnIncome(request: APIRequestContext, admin: E2EUser, atLeast: number): Promise<void> {
  const retained = (await totals(request, admin)).retainedIncome;
  if (retained >= atLeast) return;
  const principal = Math.ceil(((atLeast - retained) * 10) / 100) * 100;
  const borrower = await registerUser(request, { prefix: 'sharesloan' });
  await setLoanLimit(request, admin, borrower, principal);
  const { id: loanId, terms } = await requestLoan(request, borrower, principal, '1 month');
  await approveLoan(request, admin, loanId);
  await fund(request, borrower, Math.ceil(toKes(terms.feeCents)));
  const repaid = await request.post(`/loans/${loanId}/repay`, {
    headers: { ...auth(borrower), 'idempotency-key': randomUUID() },
    data: { userId: borrower.id, repaymentAmount: toKes(terms.repaymentCents) },
  });
  expect(repaid.status(), await repaid.text()).toBe(200);
  expect((await totals(request, admin)).retainedIncome).toBeGreaterThanOrEqual(atLeast);
}

async function userPage(browser: Browser, user: E2EUser, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await (
    await newContext(browser, { baseURL: BASE_URL, viewport: { width: 360, height: 780 }, hasTouch: true })
  ).newPage();
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await signIn(page, user);
  return page;
}

test('members buy and transfer shares, the superadmin declares a dividend, both members see it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await loginSuperadmin(request);
  const seller = await registerUser(request, { prefix: 'seller' });
  const buyer = await registerUser(request, { prefix: 'buyer' });

  // The superadmin offers 1,000 shares at KES 100 through the Shareholdings screen.
  const offered = 1_000;
  await openAsAdmin(page, admin, '/superadmin/shareholdings');
  await expect(page.getByRole('heading', { name: 'Shareholdings', level: 1 })).toBeVisible();
  await page.getByLabel('Shares offered').fill(String(offered));
  await page.getByLabel('Price per share').fill(String(PRICE));
  await page.getByRole('button', { name: 'Save Share Settings' }).click();
  await expect(page.getByText('Share settings saved.')).toBeVisible();
  await expect(page.getByTestId('total-shares-value')).toHaveText(offered.toLocaleString('en-KE'));
  await expect(page.getByTestId('share-price-value')).toHaveText(kes(PRICE));

  // The seller buys shares from the wallet, seeing the cost before confirming.
  // The first buyer is exempt from the one-fifth cap while fewer than 5 members hold shares.
  const bought = 100;
  const given = 40;
  expect((await holding(request, seller)).maxBuyable).toBeGreaterThanOrEqual(bought);
  await fund(request, seller, bought * PRICE);
  const sellerPage = await userPage(browser, seller);
  await sellerPage.goto('/user/home');
  await sellerPage.getByRole('link', { name: /Investments/ }).click();
  await expect(sellerPage).toHaveURL(/\/user\/investments$/);
  await expect(sellerPage.getByTestId('my-shares')).toHaveText('0 shares');
  await sellerPage.getByRole('button', { name: 'Buy Shares' }).click();
  const buy = sellerPage.getByRole('dialog', { name: 'Buy Shares' });
  // The hint names the smaller limit: what the balance pays for, not every share for sale.
  await expect(buy).toContainText(`you can buy up to ${bought} shares now`);
  await buy.getByLabel('Number of shares').fill(String(bought));
  await expect(buy.getByTestId('buy-cost')).toHaveText(
    `Cost: ${bought} shares × ${kes(PRICE)} = ${kes(bought * PRICE)}`,
  );
  await buy.getByRole('button', { name: `Buy for ${kes(bought * PRICE)}` }).click();
  await expect(sellerPage.getByRole('status')).toHaveText(`You bought ${bought} shares.`);
  await expect(sellerPage.getByTestId('my-shares')).toHaveText(`${bought} shares`);
  await expect(sellerPage.getByTestId('my-shares-value')).toHaveText(kes(bought * PRICE));
  expect(await balanceOf(request, seller)).toBe(0);
  // Home's "What you own and owe" counts them at today's price.
  await sellerPage.goto('/user/home');
  await expect(sellerPage.getByTestId('home-in-shares')).toHaveText(kes(bought * PRICE));
  await sellerPage.goto('/user/investments');

  // The seller offers half of them to the buyer for an agreed total price.
  const price = given * 90;
  await sellerPage.getByRole('button', { name: 'Offer Shares' }).click();
  const offer = sellerPage.getByRole('dialog', { name: 'Offer Shares' });
  // The buyer is picked by phone number and named (first name, initial) before anything is sent.
  const names = buyer.fullName.trim().split(/\s+/);
  const shortName = `${names[0]} ${(names.at(-1) ?? '').charAt(0).toUpperCase()}.`;
  await offer.getByLabel("Buyer's phone number").fill(buyer.phone);
  await expect(offer).toContainText(`Buyer: ${shortName}`);
  await offer.getByLabel('Number of shares').fill(String(given));
  await offer.getByLabel('Total price').fill(String(price));
  await expect(offer).toContainText(`That is ${kes(90)} per share.`);
  await offer.getByRole('button', { name: `Send Offer to ${shortName}` }).click();
  await expect(sellerPage.getByRole('status')).toHaveText('Offer sent. The shares move when the buyer accepts.');
  const sent = sellerPage.getByRole('article', {
    name: `You offered ${given} shares to ${buyer.fullName} for ${kes(price)}`,
  });
  await expect(sent).toContainText('Waiting');
  await expect(sent.getByRole('button', { name: 'Cancel Offer' })).toBeVisible();

  // The buyer accepts after seeing what is paid; shares and money move together.
  await fund(request, buyer, price);
  const buyerPage = await userPage(browser, buyer, 'dark');
  await buyerPage.goto('/user/investments');
  const received = buyerPage.getByRole('article', {
    name: `${seller.fullName} offers you ${given} shares for ${kes(price)}`,
  });
  await expect(received.getByRole('button', { name: 'Decline' })).toBeVisible();
  await expectNoViolations(buyerPage, 'dark /user/investments with an offer');
  await received.getByRole('button', { name: 'Accept' }).click();
  const accept = buyerPage.getByRole('dialog', { name: 'Accept this offer?' });
  await expect(accept).toContainText(`Savings balance: ${kes(price)}`);
  await accept.getByRole('button', { name: `Pay ${kes(price)}` }).click();
  await expect(buyerPage.getByRole('status')).toHaveText('Offer accepted: the shares are yours.');
  await expect(buyerPage.getByTestId('my-shares')).toHaveText(`${given} shares`);
  await expect(received).toContainText('Accepted');
  expect(await balanceOf(request, buyer)).toBe(0);
  expect(await balanceOf(request, seller)).toBe(price);
  expect((await holding(request, seller)).shares).toBe(bought - given);
  await sellerPage.reload();
  await expect(sellerPage.getByTestId('my-shares')).toHaveText(`${bought - given} shares`);
  await expect(sent).toContainText('Accepted');
  await expect(sent.getByRole('button')).toHaveCount(0);

  // The next day, the superadmin sees both holders, then declares a dividend after seeing what each
  // would get: the day's 100 share-days are 60 of the seller's and 40 of the buyer's.
  await earnIncome(request, admin, DIVIDEND);
  await nextDay();
  const before = await totals(request, admin);
  expect(before).toMatchObject({ totalInvestors: 2, totalInvestments: bought * PRICE, boughtShares: bought });
  await page.goto('/superadmin/investments');
  await expect(page.getByTestId('total-investors-value')).toHaveText(before.totalInvestors.toLocaleString('en-KE'));
  await expect(page.getByTestId('total-investments-value')).toHaveText(kes(before.totalInvestments));
  await expect(page.getByTestId('retained-income-value')).toHaveText(kes(before.retainedIncome));
  for (const [user, shares] of [
    [seller, bought - given],
    [buyer, given],
  ] as const) {
    await page.getByLabel('Search by name, email or phone').fill(user.fullName);
    const row = page.getByRole('row').filter({ hasText: user.fullName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(kes(shares * PRICE));
  }
  await page.getByRole('button', { name: 'Declare Dividend' }).click();
  const declare = page.getByRole('dialog', { name: 'Declare Dividend' });
  await expect(declare).toContainText(`Retained income: ${kes(before.retainedIncome)}`);
  await declare.getByLabel('Dividend amount').fill(String(before.retainedIncome + 1));
  await declare.getByRole('button', { name: 'Preview' }).click();
  await expect(declare.getByRole('alert')).toHaveText('The dividend cannot be more than the retained income.');
  await declare.getByLabel('Dividend amount').fill(String(DIVIDEND));
  await declare.getByRole('button', { name: 'Preview' }).click();
  const preview = declare.getByTestId('dividend-preview');
  await expect(preview).toContainText(`${kes(DIVIDEND)} to 2 shareholders`);
  await expect(preview).toContainText(`: ${bought}`);
  await expect(preview).toContainText(`Retained income after paying: ${kes(before.retainedIncome - DIVIDEND)}`);
  const sellerRow = preview.getByRole('row').filter({ hasText: seller.fullName });
  const buyerRow = preview.getByRole('row').filter({ hasText: buyer.fullName });
  await expect(sellerRow).toBeVisible();
  await expect(buyerRow).toBeVisible();
  await expect(sellerRow.locator('td').last()).toHaveText(kes(600));
  await expect(buyerRow.locator('td').last()).toHaveText(kes(400));
  await page.screenshot({ path: 'test-results/shares-dividend-preview.png' });
  await expectNoViolations(page, 'light dividend preview');
  await declare.getByRole('button', { name: `Pay ${kes(DIVIDEND)}` }).click();
  await expect(page.getByRole('status')).toHaveText(`Dividend of ${kes(DIVIDEND)} paid to 2 shareholders.`);
  await expect(page.getByTestId('retained-income-value')).toHaveText(kes(before.retainedIncome - DIVIDEND));

  // Both members see the dividend on their investments screen: what the preview said they would get,
  // paid net of 5 % withholding tax (docs/product/tax.md).
  for (const [user, userView, amount, tax] of [
    [seller, sellerPage, 600, 30],
    [buyer, buyerPage, 400, 20],
  ] as const) {
    expect((await holding(request, user)).dividends.map((d) => [d.amount, d.tax, d.net])).toEqual([
      [amount, tax, amount - tax],
    ]);
    await userView.reload();
    await expect(userView.getByTestId('dividends-total')).toHaveText(`Total received: ${kes(amount - tax)}`);
    await expect(userView.getByRole('region', { name: 'Dividends received' })).toContainText(
      `${kes(amount)} less ${kes(tax)} withholding tax`,
    );
  }
  await sellerPage.screenshot({ path: 'test-results/shares-investments-360.png', fullPage: true });
  await buyerPage.screenshot({ path: 'test-results/shares-investments-360-dark.png', fullPage: true });
});
