import { formatDay } from '../../../shared/day-format';
import type { LocalizedText } from '../../../shared/localized-text';
import { formatKes, toKes } from '../../../shared/money';
import { nairobiWallClock } from '../../../shared/nairobi-time';
import type { DuesParts } from '../../../shared/community-cycles';
import { duesFigure, duesLine } from '../communities';

/**
 * Every word the USSD menu says, in English and Kiswahili. A screen holds at most 182 characters
 * with its `CON `/`END ` prefix, so the texts are short; `fit` in ussd-reply.ts is the last guard.
 */
export const kes = (cents: bigint) => `KES ${formatKes(toKes(cents))}`;

/** 07XXXXXXXX, as Kenyans write their number. */
export const localPhone = (phone: string) => (phone.startsWith('254') ? `0${phone.slice(3)}` : phone);

const hhmm = (at: Date) => nairobiWallClock(at).toISOString().slice(11, 16);

export const ussdTexts = {
  /** The callback's refusal when it is not a form (answered as `{ message }`, not a screen). */
  notAForm: {
    en: 'Please post the USSD step as a form (application/x-www-form-urlencoded), as Africa’s Talking does.',
    sw: 'Tafadhali tuma hatua ya USSD kama fomu (application/x-www-form-urlencoded), kama Africa’s Talking inavyofanya.',
  },
  unknownPhone: {
    en: 'This number is not registered on Pamoja. Sign up in the Pamoja app. / Namba hii haijasajiliwa Pamoja.',
    sw: 'Namba hii haijasajiliwa Pamoja. Jisajili kwenye programu ya Pamoja. / This number is not on Pamoja.',
  },
  noPin: {
    en: 'Set your USSD PIN first: in the Pamoja app open Settings, USSD PIN. Then dial again.',
    sw: 'Weka PIN yako ya USSD kwanza: kwenye programu ya Pamoja fungua Mipangilio, PIN ya USSD. Kisha piga tena.',
  },
  pinFormat: {
    en: 'Your USSD PIN has 4 digits. Please dial again.',
    sw: 'PIN yako ya USSD ina tarakimu 4. Tafadhali piga tena.',
  },
  welcome: { en: 'Welcome to Pamoja.\nEnter your USSD PIN:', sw: 'Karibu Pamoja.\nWeka PIN yako ya USSD:' },
  wrongPin: (left: number): LocalizedText => ({
    en: `Wrong PIN. ${left} ${left === 1 ? 'try' : 'tries'} left before USSD locks for 30 minutes.`,
    sw: `PIN si sahihi. Umebakiwa na majaribio ${left} kabla USSD kufungwa kwa dakika 30.`,
  }),
  locked: (until: Date): LocalizedText => ({
    en: `USSD is locked after 3 wrong PINs. Try again after ${hhmm(until)}.`,
    sw: `USSD imefungwa baada ya PIN isiyo sahihi mara 3. Jaribu tena baada ya saa ${hhmm(until)}.`,
  }),
  pinBusy: {
    en: 'Too many PIN tries at once. Please dial again.',
    sw: 'Majaribio mengi ya PIN kwa wakati mmoja. Tafadhali piga tena.',
  },
  lockedSms: {
    en: 'Pamoja: 3 wrong USSD PINs. USSD is locked for 30 minutes. Not you? Change your USSD PIN in Settings.',
    sw: 'Pamoja: PIN ya USSD imekosewa mara 3. USSD imefungwa kwa dakika 30. Si wewe? Badilisha PIN ya USSD kwenye Mipangilio.',
  },
  lockedNotice: {
    en: 'Three wrong USSD PINs were entered for your account. USSD is locked for 30 minutes. If this was not you, change your USSD PIN in Settings.',
    sw: 'PIN ya USSD isiyo sahihi iliwekwa mara tatu kwenye akaunti yako. USSD imefungwa kwa dakika 30. Ikiwa si wewe, badilisha PIN ya USSD kwenye Mipangilio.',
  },
  pinSetNotice: {
    en: 'Your Pamoja USSD PIN was set. If this was not you, change your password and USSD PIN now.',
    sw: 'PIN yako ya USSD ya Pamoja imewekwa. Ikiwa si wewe, badilisha nenosiri na PIN ya USSD sasa.',
  },
  pinSetSms: {
    en: 'Pamoja: your USSD PIN was set. Not you? Change your password and USSD PIN now.',
    sw: 'Pamoja: PIN yako ya USSD imewekwa. Si wewe? Badilisha nenosiri na PIN ya USSD sasa.',
  },
  menu: {
    en: 'Pamoja\n1 Balance\n2 Deposit\n3 Withdraw\n4 Goals\n5 Chama\n6 Loan\n7 Mini-statement\n8 Language',
    sw: 'Pamoja\n1 Salio\n2 Weka pesa\n3 Toa pesa\n4 Malengo\n5 Chama\n6 Mkopo\n7 Taarifa fupi\n8 Lugha',
  },
  back: { en: '0 Back 00 Menu', sw: '0 Rudi 00 Menyu' },
  invalidChoice: { en: 'Invalid choice.', sw: 'Chaguo si sahihi.' },
  tooLong: { en: 'Too many steps. Please dial again.', sw: 'Hatua ni nyingi mno. Tafadhali piga tena.' },
  tooMany: {
    en: 'Too many requests from this number. Please wait a minute and dial again.',
    sw: 'Maombi mengi mno kutoka namba hii. Tafadhali subiri dakika moja kisha upige tena.',
  },
  failed: {
    en: 'Sorry, something went wrong. Please check your balance before you try again.',
    sw: 'Samahani, hitilafu imetokea. Tafadhali angalia salio lako kabla ya kujaribu tena.',
  },
  refused: {
    en: 'Sorry, that could not be done. Please try in the Pamoja app.',
    sw: 'Samahani, haikuwezekana. Tafadhali jaribu kwenye programu ya Pamoja.',
  },
  balance: (c: bigint): LocalizedText => ({
    en: `Your Pamoja balance is ${kes(c)}.`,
    sw: `Salio lako la Pamoja ni ${kes(c)}.`,
  }),
  amountPrompt: { en: 'Enter amount (KES):', sw: 'Weka kiasi (KES):' },
  mpesaAmount: {
    en: 'Invalid amount. Enter whole shillings, KES 10 to 250,000.',
    sw: 'Kiasi si sahihi. Weka shilingi kamili, KES 10 hadi 250,000.',
  },
  amountInvalid: { en: 'Invalid amount.', sw: 'Kiasi si sahihi.' },
  confirm: { en: '1 Confirm\n0 Back', sw: '1 Thibitisha\n0 Rudi' },
  depositAsk: (phone: string): LocalizedText => ({
    en: `Deposit from M-Pesa ${localPhone(phone)}.\nEnter amount (KES):`,
    sw: `Weka pesa kutoka M-Pesa ${localPhone(phone)}.\nWeka kiasi (KES):`,
  }),
  depositConfirm: (c: bigint, phone: string): LocalizedText => ({
    en: `Deposit ${kes(c)} from M-Pesa ${localPhone(phone)}?`,
    sw: `Weka ${kes(c)} kutoka M-Pesa ${localPhone(phone)}?`,
  }),
  /** A text is promised only to a user who takes SMS receipts (`texted`). */
  depositStarted: (c: bigint, texted: boolean): LocalizedText => ({
    en: `Check your phone: enter your M-Pesa PIN to deposit ${kes(c)}.${texted ? ' We will text you when it arrives.' : ''}`,
    sw: `Angalia simu yako: weka PIN yako ya M-Pesa kuweka ${kes(c)}.${texted ? ' Tutakutumia ujumbe zikifika.' : ''}`,
  }),
  withdrawAsk: (phone: string): LocalizedText => ({
    en: `Withdraw to M-Pesa ${localPhone(phone)}.\nEnter amount (KES):`,
    sw: `Toa pesa kwenda M-Pesa ${localPhone(phone)}.\nWeka kiasi (KES):`,
  }),
  withdrawConfirm: (c: bigint, phone: string): LocalizedText => ({
    en: `Withdraw ${kes(c)} to M-Pesa ${localPhone(phone)}?`,
    sw: `Toa ${kes(c)} kwenda M-Pesa ${localPhone(phone)}?`,
  }),
  withdrawStarted: (c: bigint, phone: string): LocalizedText => ({
    en: `${kes(c)} is on its way to M-Pesa ${localPhone(phone)}.`,
    sw: `${kes(c)} zinatumwa kwa M-Pesa ${localPhone(phone)}.`,
  }),
  waitingPrompts: {
    en: 'You have deposits waiting for your M-Pesa PIN. Complete them or wait a few minutes.',
    sw: 'Una amana zinazosubiri PIN yako ya M-Pesa. Zikamilishe au subiri dakika chache.',
  },
  insufficient: { en: 'Insufficient balance.', sw: 'Salio halitoshi.' },
  noGoals: {
    en: 'You have no goals. Create one in the Pamoja app.',
    sw: 'Huna malengo. Unda lengo kwenye programu ya Pamoja.',
  },
  chooseGoal: { en: 'Choose a goal:', sw: 'Chagua lengo:' },
  goalAsk: (title: string, saved: bigint, target: bigint): LocalizedText => ({
    en: `${title}: ${kes(saved)} of ${kes(target)}.\nEnter amount (KES):`,
    sw: `${title}: ${kes(saved)} kati ya ${kes(target)}.\nWeka kiasi (KES):`,
  }),
  goalConfirm: (c: bigint, title: string): LocalizedText => ({
    en: `Save ${kes(c)} from your wallet to ${title}?`,
    sw: `Weka ${kes(c)} kutoka pochi yako kwa ${title}?`,
  }),
  goalDone: (c: bigint, title: string): LocalizedText => ({
    en: `${kes(c)} saved to ${title}.`,
    sw: `${kes(c)} zimewekwa kwa ${title}.`,
  }),
  goalAbove: (left: bigint): LocalizedText => ({
    en: `That is more than the goal still needs (${kes(left)}).`,
    sw: `Hicho ni zaidi ya kinachohitajika na lengo (${kes(left)}).`,
  }),
  goalComplete: { en: 'This goal is already complete.', sw: 'Lengo hili tayari limetimia.' },
  noChamas: {
    en: 'You are not in any chama. Join one in the Pamoja app.',
    sw: 'Hauko kwenye chama chochote. Jiunge kwenye programu ya Pamoja.',
  },
  chooseChama: { en: 'Choose a chama:', sw: 'Chagua chama:' },
  /** The chama's one dues figure with its parts (decision 058). */
  chamaAsk: (name: string, dues: DuesParts): LocalizedText => ({
    en: `${name}: Due ${duesLine(dues, 'en')}.\nEnter amount (KES):`,
    sw: `${name}: Deni ${duesLine(dues, 'sw')}.\nWeka kiasi (KES):`,
  }),
  chamaConfirm: (c: bigint, name: string): LocalizedText => ({
    en: `Pay ${kes(c)} from your wallet to ${name}?`,
    sw: `Lipa ${kes(c)} kutoka pochi yako kwa ${name}?`,
  }),
  chamaDone: (c: bigint, name: string, dues: DuesParts): LocalizedText => ({
    en: `${kes(c)} paid to ${name}. Due: ${duesFigure(dues, 'en')}.`,
    sw: `${kes(c)} zimelipwa kwa ${name}. Deni: ${duesFigure(dues, 'sw')}.`,
  }),
  noLoan: { en: 'You have no loan to repay.', sw: 'Huna mkopo wa kulipa.' },
  loanPending: { en: 'Your loan request is waiting for approval.', sw: 'Ombi lako la mkopo linasubiri kuidhinishwa.' },
  /** `due` is the calendar day (YYYY-MM-DD). */
  loanMenu: (owed: bigint, due: string | null, overdue: boolean): LocalizedText => ({
    en: `Loan: ${kes(owed)} owed${due ? `, due ${formatDay(due, 'en')}` : ''}${overdue ? ' (overdue)' : ''}.\n1 Repay`,
    sw: `Mkopo: unadaiwa ${kes(owed)}${due ? `, tarehe ${formatDay(due, 'sw')}` : ''}${overdue ? ' (umechelewa)' : ''}.\n1 Lipa`,
  }),
  repayAsk: (owed: bigint): LocalizedText => ({
    en: `Enter amount to repay (up to ${kes(owed)}):`,
    sw: `Weka kiasi cha kulipa (hadi ${kes(owed)}):`,
  }),
  /** The loan's key facts (its total to repay and due date) are on the screen before the borrower confirms. */
  repayConfirm: (c: bigint, total: bigint, due: string | null): LocalizedText => ({
    en: `Loan total ${kes(total)}${due ? `, due ${formatDay(due, 'en')}` : ''}.\nRepay ${kes(c)} of your loan from your wallet?`,
    sw: `Jumla ya mkopo ${kes(total)}${due ? `, tarehe ${formatDay(due, 'sw')}` : ''}.\nLipa ${kes(c)} ya mkopo wako kutoka pochi yako?`,
  }),
  repayDone: (c: bigint, left: bigint): LocalizedText => ({
    en: left > 0n ? `${kes(c)} repaid. Still owed: ${kes(left)}.` : `${kes(c)} repaid. Your loan is fully repaid.`,
    sw:
      left > 0n ? `${kes(c)} zimelipwa. Bado unadaiwa ${kes(left)}.` : `${kes(c)} zimelipwa. Mkopo wako umelipwa wote.`,
  }),
  overOutstanding: (owed: bigint): LocalizedText => ({
    en: `That is more than you owe (${kes(owed)}).`,
    sw: `Hicho ni zaidi ya deni lako (${kes(owed)}).`,
  }),
  statementTitle: { en: 'Last transactions:', sw: 'Miamala ya mwisho:' },
  noTransactions: { en: 'No transactions yet.', sw: 'Bado hakuna miamala.' },
  languageMenu: { en: 'Language:\n1 English\n2 Kiswahili', sw: 'Lugha:\n1 English\n2 Kiswahili' },
  languageSaved: { en: 'Language set to English.', sw: 'Lugha imewekwa: Kiswahili.' },
} as const;

/** Short names of the ledger's kinds of movement, for the mini-statement's lines. */
const kindNames: Record<string, LocalizedText> = {
  deposit: { en: 'Deposit', sw: 'Amana' },
  withdrawal: { en: 'Withdrawal', sw: 'Utoaji' },
  withdrawal_refund: { en: 'Refund', sw: 'Marejesho' },
  goal_contribution: { en: 'Goal', sw: 'Lengo' },
  goal_refund: { en: 'Goal refund', sw: 'Rejesho la lengo' },
  goal_withdrawal: { en: 'From goal', sw: 'Kutoka lengo' },
  loan_disbursement: { en: 'Loan', sw: 'Mkopo' },
  loan_repayment: { en: 'Loan repaid', sw: 'Malipo ya mkopo' },
  referral_reward: { en: 'Referral', sw: 'Rufaa' },
  admin_adjustment: { en: 'Adjustment', sw: 'Marekebisho' },
  interest: { en: 'Interest', sw: 'Riba' },
  community_contribution: { en: 'Chama', sw: 'Chama' },
  community_payout: { en: 'Chama payout', sw: 'Malipo ya chama' },
  community_rotation: { en: 'Chama payout', sw: 'Malipo ya chama' },
  community_loan: { en: 'Chama loan', sw: 'Mkopo wa chama' },
  community_loan_repayment: { en: 'Chama loan repaid', sw: 'Mkopo wa chama' },
  community_share_out: { en: 'Share-out', sw: 'Mgao' },
  community_refund: { en: 'Chama refund', sw: 'Rejesho la chama' },
  paybill_deposit: { en: 'Paybill', sw: 'Paybill' },
  share_purchase: { en: 'Shares', sw: 'Hisa' },
  share_transfer: { en: 'Share transfer', sw: 'Uhamisho wa hisa' },
  dividend: { en: 'Dividend', sw: 'Gawio' },
};

export function kindName(kind: string, language: 'en' | 'sw'): string {
  const name = kindNames[kind];
  if (name) return name[language];
  return language === 'sw' ? 'Muamala' : 'Other';
}

export const pendingMark: LocalizedText = { en: '(pending)', sw: '(inasubiri)' };
export const failedMark: LocalizedText = { en: '(failed)', sw: '(haikufaulu)' };
