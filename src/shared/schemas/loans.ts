import { z } from 'zod';
import { LOAN_DURATIONS } from '../loan-terms';
import { englishOf, type LocalizedText } from '../localized-text';
import { formatKes } from '../money';
import { messageResponse, requiredText, userId } from './common';
import { kesAmount } from './kes-amount';
import { loanKeyFacts } from './key-facts';

/**
 * The texts and §8 (and ours where the spec is silent), shared by server and forms: the refusals under
 * their codes in both languages (decision 073), the success sentences in the specification's English.
 */
export const LOAN_TEXTS = {
  invalidAmount: { en: 'Please enter a valid loan amount.', sw: 'Tafadhali weka kiasi sahihi cha mkopo.' },
  invalidDuration: {
    en: 'Please choose a duration: 10 days, 20 days or 1 month.',
    sw: 'Tafadhali chagua muda: siku 10, siku 20 au mwezi 1.',
  },
  purposeRequired: { en: 'Please tell us the purpose of the loan.', sw: 'Tafadhali tueleze madhumuni ya mkopo.' },
  invalidRepayment: { en: 'Please enter a valid repayment amount.', sw: 'Tafadhali weka kiasi sahihi cha kulipa.' },
  insufficientBalance: {
    en: 'Insufficient balance to repay your loan. Top Up your account',
    sw: 'Salio halitoshi kulipa mkopo wako. Ongeza pesa kwenye akaunti yako',
  },
  activeLoanExists: {
    en: 'You already have an active loan. Repay it before requesting another.',
    sw: 'Tayari una mkopo unaoendelea. Ulipe kabla ya kuomba mwingine.',
  },
  dueDateFormat: {
    en: 'Repayment due date must be a date (YYYY-MM-DD).',
    sw: 'Tarehe ya mwisho ya kulipa lazima iwe tarehe (YYYY-MM-DD).',
  },
  purposeTooLong: { en: 'Purpose must be at most 500 characters.', sw: 'Madhumuni yasizidi herufi 500.' },
  repaymentAmountFormat: {
    en: 'Repayment amount must be an amount in KES with at most two decimals.',
    sw: 'Kiasi cha kulipa lazima kiwe kiasi cha KES chenye desimali zisizozidi mbili.',
  },
  repaymentAmountRequired: { en: 'Repayment amount is required.', sw: 'Kiasi cha kulipa kinahitajika.' },
} as const;

/** The success answers, keyed with both languages; the API answers their English, as every answer. */
export const LOAN_ANSWERS = {
  requested: { en: 'Loan request submitted successfully!', sw: 'Ombi la mkopo limetumwa!' },
  repaid: { en: 'Repayment successful!', sw: 'Malipo yamefanikiwa!' },
  approved: { en: 'Loan request approved!', sw: 'Ombi la mkopo limeidhinishwa!' },
  declined: { en: 'Loan request declined.', sw: 'Ombi la mkopo limekataliwa.' },
} as const;

export const LOAN_MESSAGES = { ...englishOf(LOAN_TEXTS), ...englishOf(LOAN_ANSWERS) } as const;

/** 'Your requested amount of KES {amount} exceeds your loan limit of KES {limit}.' */
export const overLimitMessage = (amountKes: number, limitKes: number): LocalizedText => ({
  en: `Your requested amount of KES ${formatKes(amountKes)} exceeds your loan limit of KES ${formatKes(limitKes)}.`,
  sw: `Kiasi ulichoomba cha KES ${formatKes(amountKes)} kinazidi kikomo chako cha mkopo cha KES ${formatKes(limitKes)}.`,
});

/** 'you can only pay a maximum of {outstanding}' */
export const overOutstandingMessage = (outstandingKes: number): LocalizedText => ({
  en: `you can only pay a maximum of ${formatKes(outstandingKes)}`,
  sw: `unaweza kulipa kiwango cha juu cha ${formatKes(outstandingKes)} tu`,
});

/** The client showed terms that are not the server's (a stale page, a wrong device clock). */
export const termsAmountMessage = (repaymentKes: number): LocalizedText => ({
  en: `The repayment amount for this loan is KES ${formatKes(repaymentKes)}. Please review the loan terms and try again.`,
  sw: `Kiasi cha kulipa kwa mkopo huu ni KES ${formatKes(repaymentKes)}. Tafadhali kagua masharti ya mkopo kisha ujaribu tena.`,
});
/** `dueDate` as read in Kenya (DD/MM/YYYY). */
export const termsDateMessage = (dueDate: string): LocalizedText => ({
  en: `The repayment due date for this loan is ${dueDate}. Please review the loan terms and try again.`,
  sw: `Tarehe ya mwisho ya kulipa mkopo huu ni ${dueDate}. Tafadhali kagua masharti ya mkopo kisha ujaribu tena.`,
});

/** Ten million shillings: far above any limit, and keeps every sum well inside bigint and float precision. */
const MAX_KES = 10_000_000;

const loanAmount = (message: string, max = MAX_KES, required = message) =>
  kesAmount({ invalid: message, max, required });

export const loanDuration = z.enum(LOAN_DURATIONS, {
  error: LOAN_MESSAGES.invalidDuration,
});

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, LOAN_MESSAGES.dueDateFormat);

export const borrowBody = z.object({
  amount: loanAmount(LOAN_MESSAGES.invalidAmount),
  duration: loanDuration,
  purpose: requiredText(LOAN_MESSAGES.purposeRequired, 500, LOAN_MESSAGES.purposeTooLong),
  userId,
  repaymentAmount: loanAmount(LOAN_MESSAGES.repaymentAmountFormat, MAX_KES * 2, LOAN_MESSAGES.repaymentAmountRequired),
  repaymentDueDate: isoDate,
});
export type BorrowBody = z.infer<typeof borrowBody>;

/** `GET /api/loans/quote?userId&amount&duration` (query text: the amount as decimal text). */
export const loanQuoteQuery = z.object({
  userId,
  amount: kesAmount({ invalid: LOAN_MESSAGES.invalidAmount, max: MAX_KES, text: true }),
  duration: loanDuration,
});

export const repayBody = z.object({
  userId,
  repaymentAmount: loanAmount(LOAN_MESSAGES.invalidRepayment),
});
export type RepayBody = z.infer<typeof repayBody>;

/** A loan's id in a path: any text, since an id that is not a loan's answers 404 (`lockLoan`). */
export const loanIdParams = z.object({ id: z.string().trim().max(64) });

export const loanStatus = z.enum(['Pending', 'Approved', 'Repaid', 'Declined']);
export type LoanStatus = z.infer<typeof loanStatus>;

/** What the borrower asked for besides the amount: how long, and what for. */
const loanAskFields = { duration: loanDuration, purpose: z.string() };

export const loanView = z.object({
  id: z.string(),
  amount: z.number(),
  status: loanStatus,
  repayment_amount: z.number(),
  fee: z.number(),
  /** Approved or Repaid: the due date fixed at approval. Pending: the date if approved today. Declined: null. */
  repayment_due_date: z.string().nullable(),
  outstanding: z.number(),
  overdue: z.boolean(),
  ...loanAskFields,
  requested_at: z.string(),
  /** The key facts the borrower was quoted and confirmed at the request (null for loans before them). */
  key_facts: loanKeyFacts.nullable(),
});
export type LoanView = z.infer<typeof loanView>;

/** `today` is the server's date in Nairobi, so that the form's disclosure never depends on the device's clock. */
export const loansResponse = z.object({
  loans: z.array(loanView),
  loanLimit: z.number(),
  today: isoDate,
});
export type LoansResponse = z.infer<typeof loansResponse>;

export const borrowResponse = messageResponse.extend({ loan: loanView });
export type BorrowResponse = z.infer<typeof borrowResponse>;

export const repayResponse = messageResponse.extend({ loan: loanView });
export type RepayResponse = z.infer<typeof repayResponse>;

export const loanRequestView = z.object({
  id: z.string(),
  user_id: z.string(),
  amount: z.number(),
  ...loanAskFields,
  status: loanStatus,
  applicant: z.string(),
  requested_at: z.string(),
});
export type LoanRequestView = z.infer<typeof loanRequestView>;

export const loanRequestsResponse = z.object({
  loanRequests: z.array(loanRequestView),
});
export type LoanRequestsResponse = z.infer<typeof loanRequestsResponse>;
