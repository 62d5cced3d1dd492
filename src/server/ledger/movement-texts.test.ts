import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../db/tx';
import { col, queryRows } from '../db/typed-rows';
import { projectRoot } from '../project-root';
import { createFundedUser, type TestUser } from '../testing/factories';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';
import { ensureWallet, SYSTEM_ACCOUNTS } from './accounts';
import { describeEntry, englishOf, movement, movementIn, type MovementText } from './movement-texts';
import { postEntry, transfer } from './post';

let server: TestServer;
useTestServer({}, (s) => {
  server = s;
});

/** Migration 1190's backfill (everything after its function), one statement at a time. */
async function runBackfill(): Promise<void> {
  const file = await readFile(path.join(projectRoot(), 'migrations/1190_keyed_movement_texts.sql'), 'utf8');
  const backfill = file.slice(file.indexOf('-- The sentences without values.'));
  for (const statement of backfill.split(/;\s*\n/).filter((s) => s.replace(/--.*$/gm, '').trim()))
    await server.ctx.db.execute(sql.raw(statement));
}

/** Moves `kes` into (positive) or out of the user's wallet with `text`, as a feature would. */
async function move(user: TestUser, cents: bigint, text: MovementText, n: number): Promise<void> {
  await inTransaction(server.ctx.db, async (tx) => {
    const wallet = await ensureWallet(tx, user.id);
    await postEntry(tx, {
      idempotencyKey: `movement-texts:${user.id}:${n}`,
      kind: 'test',
      text,
      postings:
        cents > 0n
          ? transfer(SYSTEM_ACCOUNTS.mpesaClearing, wallet, cents)
          : transfer(wallet, SYSTEM_ACCOUNTS.mpesaClearing, -cents),
      at: server.ctx.clock.now(),
    });
  });
}

const history = async (user: TestUser, language: string) =>
  (
    await server.api.get<{ transactions: Array<{ description: string }> }>(`/api/transactions/${user.id}`, {
      token: user.token,
      headers: { 'accept-language': language },
    })
  ).body.transactions.map((t) => t.description);

const storedTexts = (userId: string) =>
  queryRows(
    server.ctx.db,
    z.object({ description: col.text, text: z.unknown() }),
    sql`SELECT je.description, je.meta->'text' AS text FROM journal_entries je
        WHERE EXISTS (SELECT 1 FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
                      WHERE p.entry_id = je.id AND a.user_id = ${userId})
        ORDER BY je.id`,
  );

describe('ledger descriptions keyed (decision 097)', () => {
  it('builds both languages from a key and its values, and stores the English as the description', () => {
    const text = movement('loanDisbursementFacts', 'KES 1,050.00', '12/12/2026', '91.3');
    expect(text).toEqual({ key: 'loanDisbursementFacts', values: ['KES 1,050.00', '12/12/2026', '91.3'] });
    expect(englishOf(text)).toBe('Loan disbursement: total KES 1,050.00 due 12/12/2026, APR 91.3%');
    expect(movementIn('sw', text)).toBe('Mkopo uliotumwa: jumla KES 1,050.00 kufikia 12/12/2026, APR 91.3%');
    expect(movementIn('sw', movement('referralRewards', '1'))).toBe('Zawadi ya rufaa kwa rafiki 1');
    expect(movementIn('en', movement('referralRewards', '4'))).toBe('Referral rewards for 4 friends');
    // Text a person typed stays as written; an unknown key or the wrong number of values, as stored.
    expect(describeEntry('sw', 'Rent for March', movement('asWritten', 'Rent for March'))).toBe('Rent for March');
    expect(describeEntry('sw', 'stored', { key: 'noSuchKey', values: [] })).toBe('stored');
    expect(describeEntry('sw', 'stored', { key: 'mpesaPayoutReceipt', values: [] })).toBe('stored');
    expect(describeEntry('sw', 'stored', null)).toBe('stored');
  });

  it('reads each entry in the reader’s language, and the backfill keys older entries to the same texts', async () => {
    const user = await createFundedUser(server.ctx, 10_000);
    const texts = [
      movement('mpesaPayoutReceipt', 'SGH123XYZ'),
      movement('communityContribution', 'Wamama wa "Kibera"'),
      movement('goalShareReturned', 'School fees', 'Amina Otieno'),
      movement('loanDisbursementFacts', 'KES 1,050.00', '12/12/2026', '91.3'),
      movement('referralRewards', '1'),
      movement('referralRewards', '3'),
      movement('ownersCapitalPaybill', 'QK12AB'),
      movement('paybill', 'QK12AC'),
      movement('taxRemitted', '2026-10'),
      movement('asWritten', 'Rent for March'),
    ];
    let n = 0;
    for (const text of texts) await move(user, n % 2 === 0 ? -100n : 100n, text, n++);

    const english = await history(user, 'en');
    const swahili = await history(user, 'sw');
    expect(swahili).toEqual([
      'Rent for March',
      'Kodi ya zuio iliyolipwa kwa KRA kwa mwezi 2026-10',
      'Paybill ya M-Pesa QK12AC',
      'Mtaji wa mmiliki, paybill ya M-Pesa QK12AB',
      'Zawadi za rufaa kwa marafiki 3',
      'Zawadi ya rufaa kwa rafiki 1',
      'Mkopo uliotumwa: jumla KES 1,050.00 kufikia 12/12/2026, APR 91.3%',
      'Sehemu yako imerejeshwa kutoka kwa lengo "School fees" (utoaji na Amina Otieno)',
      'Mchango kwa chama "Wamama wa "Kibera""',
      'Malipo ya M-Pesa SGH123XYZ',
      'Amana ya M-Pesa',
    ]);
    expect(english.at(-1)).toBe('M-Pesa deposit');
    expect(english[0]).toBe('Rent for March');

    // Entries from before decision 097 had only the English sentence: the backfill gives them their key.
    const keyed = await storedTexts(user.id);
    await server.ctx.db.execute(sql`UPDATE journal_entries SET meta = meta - 'text'`);
    await runBackfill();
    expect(await storedTexts(user.id)).toEqual(keyed);
    expect(await history(user, 'sw')).toEqual(swahili);
    expect(await history(user, 'en')).toEqual(english);
    await server.expectLedgerHealthy();
  });
});
