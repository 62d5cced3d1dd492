import type { TFunction } from 'i18next';
import { LOAN_MESSAGES } from '../../../shared/schemas/loans';

const KEYS: Record<string, string> = {
  [LOAN_MESSAGES.invalidAmount]: 'messages.invalidAmount',
  [LOAN_MESSAGES.invalidDuration]: 'messages.invalidDuration',
  [LOAN_MESSAGES.purposeRequired]: 'messages.purposeRequired',
  [LOAN_MESSAGES.invalidRepayment]: 'messages.invalidRepayment',
  [LOAN_MESSAGES.insufficientBalance]: 'messages.insufficientBalance',
  [LOAN_MESSAGES.activeLoanExists]: 'messages.activeLoanExists',
};

/** A rule's English text (from the shared schemas or the server) in the reader's language. */
export function localiseLoanMessage(t: TFunction<'loans'>, message: string): string {
  const key = KEYS[message];
  if (key) return t(key);
  const over = /^Your requested amount of KES (.+) exceeds your loan limit of KES (.+)\.$/.exec(message);
  if (over) return t('messages.overLimit', { amount: over[1], limit: over[2] });
  const max = /^you can only pay a maximum of (.+)$/.exec(message);
  if (max) return t('messages.overOutstanding', { outstanding: max[1] });
  const amount = /^The repayment amount for this loan is KES (.+)\. Please review the loan terms and try again\.$/.exec(
    message,
  );
  if (amount) return t('messages.termsAmount', { amount: amount[1] });
  const date = /^The repayment due date for this loan is (.+)\. Please review the loan terms and try again\.$/.exec(
    message,
  );
  if (date) return t('messages.termsDate', { date: date[1] });
  return message;
}
