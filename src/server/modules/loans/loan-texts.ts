import { formatDay } from '../../../shared/day-format';
import { aprText } from '../../../shared/key-facts';
import { formatKes, toKes } from '../../../shared/money';
import type { LocalizedText } from '../../../shared/localized-text';
import { movement, type MovementText } from '../../ledger/movement-texts';

/** The borrower's notifications and mail subjects, in English and Swahili. */
const kes = (cents: bigint) => `KES ${formatKes(toKes(cents))}`;

const en = (day: string) => formatDay(day, 'en');
const sw = (day: string) => formatDay(day, 'sw');

/** The APR the borrower was quoted (docs/product/loans.md), after the sentence; nothing for a loan quoted before key facts. */
const apr = (tenths: number | null, word: string) => (tenths === null ? '' : ` ${word} ${aprText(BigInt(tenths))}%.`);

/** DD/MM/YYYY, read alike in both languages. */
const numericDay = (day: string) => day.split('-').reverse().join('/');

/** A disbursement's statement line: what is owed, by when, at the APR quoted (or plain, when none was quoted). */
export const disbursementText = (repayment: bigint, due: string, aprTenths: number | null): MovementText =>
  aprTenths === null
    ? movement('loanDisbursement')
    : movement('loanDisbursementFacts', kes(repayment), numericDay(due), aprText(BigInt(aprTenths)));

export const loanTexts = {
  approved: (amount: bigint, repayment: bigint, due: string, aprTenths: number | null): LocalizedText => ({
    en: `Your loan of ${kes(amount)} has been approved and sent to your wallet. Repay ${kes(repayment)} by ${en(due)}.${apr(aprTenths, 'APR')}`,
    sw: `Mkopo wako wa ${kes(amount)} umeidhinishwa na kutumwa kwenye pochi yako. Lipa ${kes(repayment)} kufikia ${sw(due)}.${apr(aprTenths, 'Riba ya mwaka (APR)')}`,
  }),
  approvedSubject: {
    en: 'Your loan is approved',
    sw: 'Mkopo wako umeidhinishwa',
  },
  declined: (amount: bigint): LocalizedText => ({
    en: `Your loan request of ${kes(amount)} has been declined.`,
    sw: `Ombi lako la mkopo wa ${kes(amount)} limekataliwa.`,
  }),
  declinedSubject: {
    en: 'Your loan request was declined',
    sw: 'Ombi lako la mkopo limekataliwa',
  },
  repayment: (paid: bigint, outstanding: bigint, due: string): LocalizedText => ({
    en: `We received your loan repayment of ${kes(paid)}. You still owe ${kes(outstanding)}, due by ${en(due)}.`,
    sw: `Tumepokea malipo yako ya mkopo ya ${kes(paid)}. Bado unadaiwa ${kes(outstanding)}, ya kulipwa kufikia ${sw(due)}.`,
  }),
  repaymentSubject: {
    en: 'Loan repayment received',
    sw: 'Malipo ya mkopo yamepokelewa',
  },
  repaid: (paid: bigint, amount: bigint): LocalizedText => ({
    en: `We received your loan repayment of ${kes(paid)}. Your loan of ${kes(amount)} is fully repaid. Thank you!`,
    sw: `Tumepokea malipo yako ya mkopo ya ${kes(paid)}. Mkopo wako wa ${kes(amount)} umelipwa kikamilifu. Asante!`,
  }),
  repaidSubject: {
    en: 'Your loan is fully repaid',
    sw: 'Mkopo wako umelipwa kikamilifu',
  },
  reminder: (outstanding: bigint, due: string): LocalizedText => ({
    en: `Reminder: ${kes(outstanding)} of your loan is due on ${en(due)}. Repay from your wallet on /user/loans.`,
    sw: `Kikumbusho: ${kes(outstanding)} ya mkopo wako inapaswa kulipwa tarehe ${sw(due)}. Lipa kutoka kwenye pochi yako kupitia /user/loans.`,
  }),
  reminderSubject: {
    en: 'Your loan repayment is due soon',
    sw: 'Malipo ya mkopo wako yanakaribia',
  },
  overdue: (outstanding: bigint, due: string): LocalizedText => ({
    en: `Your loan repayment of ${kes(outstanding)} was due on ${en(due)} and is now overdue. Repay from your wallet on /user/loans.`,
    sw: `Malipo ya mkopo wako ya ${kes(outstanding)} yalipaswa kulipwa tarehe ${sw(due)} na sasa yamechelewa. Lipa kutoka kwenye pochi yako kupitia /user/loans.`,
  }),
  overdueSubject: {
    en: 'Your loan repayment is overdue',
    sw: 'Malipo ya mkopo wako yamechelewa',
  },
};

/** The borrower's SMS: short (within 160 characters), in both languages. */
export const loanSms = {
  approved: (amount: bigint, repayment: bigint, due: string, aprTenths: number | null): LocalizedText => ({
    en: `Pamoja: your loan of ${kes(amount)} is in your Pamoja wallet (not M-Pesa). Repay ${kes(repayment)} by ${en(due)}.${apr(aprTenths, 'APR')}`,
    sw: `Pamoja: mkopo wako wa ${kes(amount)} umeingia kwenye pochi yako ya Pamoja (si M-Pesa). Lipa ${kes(repayment)} kufikia ${sw(due)}.${apr(aprTenths, 'APR')}`,
  }),
  reminder: (outstanding: bigint, due: string): LocalizedText => ({
    en: `Pamoja: ${kes(outstanding)} of your loan is due on ${en(due)}. Repay from your Pamoja wallet.`,
    sw: `Pamoja: ${kes(outstanding)} za mkopo wako zinapaswa kulipwa tarehe ${sw(due)}. Lipa kutoka kwenye pochi yako ya Pamoja.`,
  }),
  overdue: (outstanding: bigint, due: string): LocalizedText => ({
    en: `Pamoja: your loan repayment of ${kes(outstanding)} was due on ${en(due)} and is overdue. Please repay from your Pamoja wallet.`,
    sw: `Pamoja: marejesho ya mkopo wako ya ${kes(outstanding)} yalipaswa kulipwa tarehe ${sw(due)} na yamechelewa. Tafadhali lipa kutoka kwenye pochi yako ya Pamoja.`,
  }),
};

/** The loans module's refusals, each under its code with both languages side by side (decision 073). */
export const LOAN_ERRORS = {
  loanNotFound: { en: 'Loan not found.', sw: 'Mkopo haukupatikana.' },
  notYours: { en: 'You can only repay your own loan.', sw: 'Unaweza kulipa mkopo wako mwenyewe tu.' },
  repaid: { en: 'This loan is already fully repaid.', sw: 'Mkopo huu tayari umelipwa wote.' },
  notApproved: { en: 'Only an approved loan can be repaid.', sw: 'Mkopo ulioidhinishwa pekee ndio unaoweza kulipwa.' },
  notPending: (decision: string, status: string): LocalizedText => ({
    en: `Only a pending loan request can be ${decision}d. This one is ${status}.`,
    sw: `Ombi la mkopo linalosubiri pekee ndilo linaloweza kushughulikiwa. Hili ni ${status}.`,
  }),
};
