import { z } from 'zod';
import type { Language as ReaderLanguage } from '../../shared/localized-text';

/*
 * What a journal entry says, in both languages (decision 097). A writer names a key and its values
 * (`movement('mpesaPayoutReceipt', 'ABC123')`); the ledger stores them in `journal_entries.meta.text`
 * and the English sentence in `description` (exports, the console and the reconciliation read that
 * column). A reader picks its side with `describeEntry`; nothing is matched back by pattern.
 */

interface Pair {
  en: string;
  sw: string;
}

const pair = (en: string, sw: string): Pair => ({ en, sw });

const MOVEMENTS = {
  deposit: () => pair('Deposit', 'Amana'),
  mpesaDeposit: () => pair('M-Pesa deposit', 'Amana ya M-Pesa'),
  mpesaDepositReceipt: (receipt: string) => pair(`M-Pesa deposit ${receipt}`, `Amana ya M-Pesa ${receipt}`),
  mpesaDepositProcessing: () => pair('M-Pesa deposit (processing)', 'Amana ya M-Pesa (inashughulikiwa)'),
  mpesaDepositNotCompleted: () => pair('M-Pesa deposit not completed', 'Amana ya M-Pesa haikukamilika'),
  mpesaDepositNotCompletedBecause: (reason: string) =>
    pair(`M-Pesa deposit not completed: ${reason}`, `Amana ya M-Pesa haikukamilika: ${reason}`),
  mpesaWithdrawal: () => pair('M-Pesa withdrawal', 'Utoaji kwenda M-Pesa'),
  mpesaWithdrawalReturned: () => pair('M-Pesa withdrawal returned', 'Utoaji kwenda M-Pesa umerejeshwa'),
  mpesaPayout: () => pair('M-Pesa payout', 'Malipo ya M-Pesa'),
  mpesaPayoutReceipt: (receipt: string) => pair(`M-Pesa payout ${receipt}`, `Malipo ya M-Pesa ${receipt}`),
  paybill: (transId: string) => pair(`M-Pesa paybill ${transId}`, `Paybill ya M-Pesa ${transId}`),
  ownersCapitalPaybill: (transId: string) =>
    pair(`Owner's capital, M-Pesa paybill ${transId}`, `Mtaji wa mmiliki, paybill ya M-Pesa ${transId}`),
  loanRepayment: () => pair('Loan repayment', 'Malipo ya mkopo'),
  loanDisbursement: () => pair('Loan disbursement', 'Mkopo uliotumwa'),
  loanDisbursementFacts: (total: string, due: string, apr: string) =>
    pair(
      `Loan disbursement: total ${total} due ${due}, APR ${apr}%`,
      `Mkopo uliotumwa: jumla ${total} kufikia ${due}, APR ${apr}%`,
    ),
  loanChargeNotEarned: () => pair('Loan charge not yet earned', 'Ada ya mkopo ambayo bado haijapatikana'),
  interest: () => pair('Interest on savings', 'Riba ya akiba'),
  adjustment: () => pair('Adjustment by Pamoja', 'Marekebisho na Pamoja'),
  /** A text an administrator typed: shown as written in both languages. */
  asWritten: (text: string) => pair(text, text),
  referralRewards: (friends: string) =>
    friends === '1'
      ? pair('Referral reward for 1 friend', 'Zawadi ya rufaa kwa rafiki 1')
      : pair(`Referral rewards for ${friends} friends`, `Zawadi za rufaa kwa marafiki ${friends}`),
  goalDeposit: (title: string) => pair(`Deposit to goal: ${title}`, `Amana kwa lengo: ${title}`),
  goalContribution: (title: string) => pair(`Contribution to goal: ${title}`, `Mchango kwa lengo: ${title}`),
  goalDeleted: (title: string) => pair(`Goal deleted: ${title}`, `Lengo limefutwa: ${title}`),
  goalLeft: (title: string) => pair(`Left goal: ${title}`, `Umeondoka kwenye lengo: ${title}`),
  goalRemoved: (title: string) => pair(`Removed from goal: ${title}`, `Umeondolewa kwenye lengo: ${title}`),
  goalShareReturned: (title: string, admin: string) =>
    pair(
      `Your share returned from the goal "${title}" (withdrawal by ${admin})`,
      `Sehemu yako imerejeshwa kutoka kwa lengo "${title}" (utoaji na ${admin})`,
    ),
  communityContribution: (name: string) =>
    pair(`Contribution to the community "${name}"`, `Mchango kwa chama "${name}"`),
  communityRefund: (name: string) =>
    pair(
      `Savings returned on leaving the community "${name}"`,
      `Akiba imerejeshwa baada ya kuondoka kwenye chama "${name}"`,
    ),
  communityLoanRepayment: (name: string) =>
    pair(`Loan repayment to the community "${name}"`, `Malipo ya mkopo kwa chama "${name}"`),
  communityShareOut: (name: string) =>
    pair(`Share-out from the community "${name}"`, `Mgao kutoka kwa chama "${name}"`),
  communityLoan: (name: string) => pair(`Loan from the community "${name}"`, `Mkopo kutoka kwa chama "${name}"`),
  communityPayout: (name: string) => pair(`Payout from the community "${name}"`, `Malipo kutoka kwa chama "${name}"`),
  sharesBought: () => pair('Pamoja shares bought', 'Hisa za Pamoja zimenunuliwa'),
  sharesTransfer: () => pair('Pamoja shares transfer', 'Uhamisho wa hisa za Pamoja'),
  dividend: () => pair('Pamoja dividend', 'Gawio la Pamoja'),
  taxRemitted: (month: string) =>
    pair(`Withholding tax remitted to KRA for ${month}`, `Kodi ya zuio iliyolipwa kwa KRA kwa mwezi ${month}`),
};

export type MovementKey = keyof typeof MOVEMENTS;

/** The same sentences, each read with the values stored beside its key. */
const BY_KEY: Readonly<Record<MovementKey, (...values: string[]) => Pair>> = MOVEMENTS;

/** What `journal_entries.meta.text` holds. */
export const MovementText = z.object({ key: z.string(), values: z.array(z.string()) });
export type MovementText = z.output<typeof MovementText>;

const isMovementKey = (key: string): key is MovementKey => Object.hasOwn(BY_KEY, key);

/** A movement's key and values, as a writer passes it to the ledger. */
export function movement<K extends MovementKey>(key: K, ...values: Parameters<(typeof MOVEMENTS)[K]>): MovementText {
  return { key, values: [...values] };
}

/** Both sentences of a movement; undefined for a key this build does not know. */
export function movementPair(text: MovementText): Pair | undefined {
  if (!isMovementKey(text.key)) return undefined;
  const build = BY_KEY[text.key];
  return text.values.length === build.length ? build(...text.values) : undefined;
}

/** The English sentence, as `journal_entries.description` stores it. */
export function englishOf(text: MovementText): string {
  const found = movementPair(text);
  if (!found) throw new Error(`unknown movement text ${text.key}/${text.values.length}`);
  return found.en;
}

/**
 * An entry's keyed sentence in the reader's language (every entry since decision 097, and older ones
 * by migration 1190's backfill); undefined when it has none or is text a person typed (`asWritten`).
 */
export function keyedSentence(language: ReaderLanguage, text: unknown): string | undefined {
  const parsed = MovementText.safeParse(text);
  if (!parsed.success || parsed.data.key === 'asWritten') return undefined;
  return movementPair(parsed.data)?.[language];
}

/** An entry's description in the reader's language: its keyed sentence, else the stored text as written. */
export const describeEntry = (language: ReaderLanguage, stored: string, text: unknown): string =>
  keyedSentence(language, text) ?? stored;

/** A movement sentence built now (not stored), in the reader's language. */
export const movementIn = (language: ReaderLanguage, text: MovementText): string =>
  movementPair(text)?.[language] ?? englishOf(text);
