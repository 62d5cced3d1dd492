import { keyedSentence } from '../../ledger/movement-texts';
import type { ReaderLanguage } from '../../http/reader-language';

/** The words of a statement, in the statement holder's language (docs/product/statements.md). */
export interface StatementWords {
  title: string;
  poolTitle: string;
  community: string;
  name: string;
  phone: string;
  period: string;
  generated: string;
  openingBalance: string;
  closingBalance: string;
  totalIn: string;
  totalOut: string;
  date: string;
  description: string;
  reference: string;
  moneyIn: string;
  moneyOut: string;
  balance: string;
  noMovements: string;
  page: (n: number) => string;
  cycle: (n: number) => string;
  membersTitle: string;
  member: string;
  paidIn: string;
  paidOut: string;
  fines: string;
  gross: string;
  tax: string;
  totalTax: string;
  /** A taxed payment's note: its gross and the tax withheld (the money in is the net). */
  taxNote: (gross: string, tax: string) => string;
}

const en: StatementWords = {
  title: 'Pamoja account statement',
  poolTitle: 'Pamoja community pool statement',
  community: 'Community',
  name: 'Name',
  phone: 'Phone',
  period: 'Period',
  generated: 'Generated',
  openingBalance: 'Opening balance',
  closingBalance: 'Closing balance',
  totalIn: 'Total money in',
  totalOut: 'Total money out',
  date: 'Date',
  description: 'Description',
  reference: 'Reference',
  moneyIn: 'Money in',
  moneyOut: 'Money out',
  balance: 'Balance',
  noMovements: 'No movements in this period.',
  page: (n) => `Page ${n}`,
  cycle: (n) => `cycle ${n}`,
  membersTitle: 'Members’ totals in this period',
  member: 'Member',
  paidIn: 'Paid in',
  paidOut: 'Paid out',
  fines: 'Fines',
  gross: 'Gross',
  tax: 'Tax withheld',
  totalTax: 'Total tax withheld',
  taxNote: (gross, tax) => `gross KES ${gross}, tax withheld KES ${tax}`,
};

const sw: StatementWords = {
  title: 'Taarifa ya akaunti ya Pamoja',
  poolTitle: 'Taarifa ya mfuko wa chama wa Pamoja',
  community: 'Chama',
  name: 'Jina',
  phone: 'Simu',
  period: 'Kipindi',
  generated: 'Imetolewa',
  openingBalance: 'Salio la mwanzo',
  closingBalance: 'Salio la mwisho',
  totalIn: 'Jumla ya pesa zilizoingia',
  totalOut: 'Jumla ya pesa zilizotoka',
  date: 'Tarehe',
  description: 'Maelezo',
  reference: 'Kumbukumbu',
  moneyIn: 'Pesa zilizoingia',
  moneyOut: 'Pesa zilizotoka',
  balance: 'Salio',
  noMovements: 'Hakuna miamala katika kipindi hiki.',
  page: (n) => `Ukurasa ${n}`,
  cycle: (n) => `mzunguko ${n}`,
  membersTitle: 'Jumla za wanachama katika kipindi hiki',
  member: 'Mwanachama',
  paidIn: 'Alicholipa',
  paidOut: 'Alicholipwa',
  fines: 'Faini',
  gross: 'Jumla kabla ya kodi',
  tax: 'Kodi iliyozuiliwa',
  totalTax: 'Jumla ya kodi iliyozuiliwa',
  taxNote: (gross, tax) => `jumla KES ${gross}, kodi iliyozuiliwa KES ${tax}`,
};

export const statementWords = (language: string): StatementWords => (language === 'sw' ? sw : en);

/** Swahili names of the ledger's kinds of movement; a kind not listed keeps its stored description. */
const swahiliKinds: Record<string, string> = {
  deposit: 'Amana ya M-Pesa',
  withdrawal: 'Utoaji kwenda M-Pesa',
  withdrawal_refund: 'Kurejeshewa utoaji usiokamilika',
  goal_contribution: 'Mchango kwa lengo',
  goal_refund: 'Kurejeshewa kutoka kwa lengo',
  goal_withdrawal: 'Utoaji kutoka kwa lengo',
  goal_share: 'Sehemu yako ya lengo',
  loan_disbursement: 'Mkopo uliotumwa',
  loan_repayment: 'Malipo ya mkopo',
  referral_reward: 'Zawadi ya rufaa',
  admin_adjustment: 'Marekebisho ya Pamoja',
  interest: 'Riba ya akiba',
  community_contribution: 'Mchango kwa chama',
  community_payout: 'Malipo kutoka kwa chama',
  community_rotation: 'Malipo ya mzunguko',
  community_loan: 'Mkopo wa chama',
  community_loan_repayment: 'Malipo ya mkopo wa chama',
  community_share_out: 'Mgao wa chama',
  community_refund: 'Kurejeshewa akiba ya chama',
  share_purchase: 'Ununuzi wa hisa za Pamoja',
  share_transfer: 'Uhamisho wa hisa za Pamoja',
  dividend: 'Gawio la Pamoja',
  paybill_deposit: 'Malipo kwa paybill ya M-Pesa',
};

/**
 * A movement's description in the statement's language: its keyed sentence ("Amana ya M-Pesa SGH…",
 * decision 097); text a person typed stays as written, after the kind's name in Kiswahili; the member
 * it names first, on a shared account's statement.
 */
export function describeMovement(
  language: ReaderLanguage,
  row: { kind: string; description: string; text: unknown; party?: string | null },
): string {
  const keyed = keyedSentence(language, row.text);
  const swahili = language === 'sw' && keyed === undefined ? swahiliKinds[row.kind] : undefined;
  const text = keyed ?? (swahili ? `${swahili} — ${row.description}` : row.description);
  return row.party ? `${row.party}: ${text}` : text;
}
