import { formatKes, toKes } from '../../../shared/money';
import type { LocalizedText } from '../../../shared/localized-text';

/**
 * What the loan multiple, the guarantors, recovery and the loan reminders say (docs/product/communities.md,
 * decision 088): refusals and notices, each in both languages (decision 073).
 */
const kes = (cents: bigint) => `KES ${formatKes(toKes(cents))}`;

export const GUARANTEE_ERRORS = {
  overMultiple: (most: bigint, multiple: number): LocalizedText => ({
    en: `Without guarantors you can borrow up to ${multiple} times your savings here, less what you owe here: at most ${kes(most)} alone. Ask guarantors to cover the rest.`,
    sw: `Bila wadhamini unaweza kukopa hadi mara ${multiple} ya akiba yako hapa, ukiondoa unachodaiwa hapa: zaidi ya ${kes(most)} peke yako haiwezekani. Waombe wadhamini walipie kilichobaki.`,
  }),
  notCoverable: (most: bigint, offered: bigint, amount: bigint): LocalizedText => ({
    en: `Your own limit (${kes(most)}) and the guarantees asked (${kes(offered)}) do not reach ${kes(amount)}. Ask for more guarantees or borrow less.`,
    sw: `Kikomo chako (${kes(most)}) na dhamana zilizoombwa (${kes(offered)}) hazifikii ${kes(amount)}. Omba dhamana zaidi au kopa kidogo.`,
  }),
  selfGuarantee: {
    en: 'You cannot guarantee your own loan.',
    sw: 'Huwezi kudhamini mkopo wako mwenyewe.',
  },
  guarantorNotMember: {
    en: 'Every guarantor must be a member of this community.',
    sw: 'Kila mdhamini lazima awe mwanachama wa chama hiki.',
  },
  guarantorShort: (name: string, free: bigint): LocalizedText => ({
    en: `${name} has only ${kes(free)} of savings here free to guarantee.`,
    sw: `${name} ana akiba ya ${kes(free)} pekee hapa isiyoshikiliwa ya kudhamini.`,
  }),
  youAreShort: (free: bigint): LocalizedText => ({
    en: `You have only ${kes(free)} of savings here free to guarantee.`,
    sw: `Una akiba ya ${kes(free)} pekee hapa isiyoshikiliwa ya kudhamini.`,
  }),
  guaranteeNotFound: { en: 'Guarantee not found.', sw: 'Dhamana haikupatikana.' },
  guaranteeDecided: { en: 'This guarantee has already been answered.', sw: 'Dhamana hii tayari imejibiwa.' },
  wrongPassword: { en: 'Incorrect password.', sw: 'Nenosiri si sahihi.' },
  pendingApplication: {
    en: 'You already have a loan request waiting for guarantors in this community.',
    sw: 'Tayari una ombi la mkopo linalosubiri wadhamini katika chama hiki.',
  },
  holdsRemain: {
    en: 'This member guarantees a loan that still holds part of their savings, so they cannot leave yet.',
    sw: 'Mwanachama huyu anadhamini mkopo ambao bado unashikilia sehemu ya akiba yake, kwa hivyo hawezi kuondoka bado.',
  },
  chairpersonOnly: { en: 'Only the chairperson can do that.', sw: 'Mwenyekiti pekee ndiye anayeweza kufanya hivyo.' },
} as const;

export const guaranteeMessages = {
  waiting: 'Loan request sent to your guarantors.',
  accepted: 'Guarantee accepted.',
  declined: 'Guarantee declined.',
  settings: 'Settings saved.',
} as const;

/** Why a loan request waiting for its guarantors ended. */
export type EndedWhy = 'declined' | 'expired' | 'guarantorLeft';
const ENDED_WHY: Record<EndedWhy, LocalizedText> = {
  declined: { en: 'a guarantor declined', sw: 'mdhamini amekataa' },
  expired: { en: 'it was not covered within 7 days', sw: 'halikulipiwa dhamana ndani ya siku 7' },
  guarantorLeft: {
    en: 'a guarantor who had not answered left the chama, and the rest no longer cover it',
    sw: 'mdhamini ambaye hakuwa amejibu ameondoka kwenye chama, na waliobaki hawalitoshelezi tena',
  },
};

export const guaranteeTexts = {
  asked: (who: string, cents: bigint, loan: bigint, community: string): LocalizedText => ({
    en: `${who} asks you to guarantee ${kes(cents)} of a ${kes(loan)} loan from ${community}. Open Pamoja to see the loan and accept or decline.`,
    sw: `${who} anakuomba udhamini ${kes(cents)} za mkopo wa ${kes(loan)} kutoka ${community}. Fungua Pamoja uone mkopo na ukubali au ukatae.`,
  }),
  accepted: (who: string, cents: bigint, borrower: string): LocalizedText => ({
    en: `${who} accepted to guarantee ${kes(cents)} of ${borrower}'s loan request.`,
    sw: `${who} amekubali kudhamini ${kes(cents)} za ombi la mkopo la ${borrower}.`,
  }),
  ended: (borrower: string, cents: bigint, community: string, why: EndedWhy): LocalizedText => ({
    en: `${borrower}'s request to borrow ${kes(cents)} from "${community}" has ended: ${ENDED_WHY[why].en}. Any guarantee on it is released.`,
    sw: `Ombi la ${borrower} la kukopa ${kes(cents)} kutoka "${community}" limekwisha: ${ENDED_WHY[why].sw}. Dhamana zote juu yake zimeachiliwa.`,
  }),
  fromSavings: (borrower: string, cents: bigint, community: string): LocalizedText => ({
    en: `${borrower}'s loan in "${community}" is 30 days past due: ${kes(cents)} of ${borrower}'s own savings there was used to repay it.`,
    sw: `Mkopo wa ${borrower} katika "${community}" umepita siku 30 baada ya tarehe ya kulipa: ${kes(cents)} za akiba ya ${borrower} mwenyewe zimetumika kuulipa.`,
  }),
  fromGuarantor: (guarantor: string, cents: bigint, borrower: string, community: string): LocalizedText => ({
    en: `${kes(cents)} of ${guarantor}'s savings held for ${borrower}'s loan in "${community}" was used to repay it.`,
    sw: `${kes(cents)} za akiba ya ${guarantor} zilizoshikiliwa kwa mkopo wa ${borrower} katika "${community}" zimetumika kuulipa.`,
  }),
  stillOwed: (borrower: string, cents: bigint, community: string): LocalizedText => ({
    en: `After recovery, ${borrower} still owes ${kes(cents)} to "${community}".`,
    sw: `Baada ya kurejesha, ${borrower} bado anadaiwa ${kes(cents)} na "${community}".`,
  }),
  reminder: (cents: bigint, community: string, due: string, days: number): LocalizedText =>
    days === 0
      ? {
          en: `Your loan from "${community}" is due today: ${kes(cents)} to repay.`,
          sw: `Mkopo wako kutoka "${community}" unapaswa kulipwa leo: ${kes(cents)} za kulipa.`,
        }
      : {
          en: `Your loan from "${community}" is due on ${due}, in ${days} day${days === 1 ? '' : 's'}: ${kes(cents)} to repay.`,
          sw: `Mkopo wako kutoka "${community}" unapaswa kulipwa tarehe ${due}, baada ya siku ${days}: ${kes(cents)} za kulipa.`,
        },
};
