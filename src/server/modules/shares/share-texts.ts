import { formatKes, toKes } from '../../../shared/money';
import type { LocalizedText } from '../../../shared/localized-text';

/** The shares module's answers, notifications and texts, in English and Swahili (answers in English, as the API's). */
const kes = (cents: bigint) => `KES ${formatKes(toKes(cents))}`;
const sharesWord = (n: bigint) => (n === 1n ? '1 share' : `${n.toLocaleString('en-KE')} shares`);
const hisa = (n: bigint) => `hisa ${n.toLocaleString('en-KE')}`;

export const SHARE_MESSAGES = {
  settingsSaved: 'Share settings saved.',
  belowSold: (sold: bigint) =>
    `Total shares cannot be less than the ${sold.toLocaleString('en-KE')} shares already sold.`,
  noneForSale: 'No shares are for sale right now.',
  fewLeft: (unsold: bigint) => `Only ${sharesWord(unsold)} ${unsold === 1n ? 'is' : 'are'} left for sale.`,
  overCap: (max: bigint) =>
    `No member may hold more than one fifth of all shares sold. You can get at most ${sharesWord(max)} more now.`,
  insufficientBalance: 'Insufficient balance to buy these shares. Top Up your account',
  bought: (n: bigint) => `You bought ${sharesWord(n)}.`,
  offerSent: 'Transfer offer sent.',
  toSelf: 'You cannot transfer shares to yourself.',
  noBuyer: 'There is no active user with that user ID.',
  noBuyerAtPhone: 'No Pamoja member can receive shares at that number.',
  notEnoughShares: (held: bigint) => `You hold only ${sharesWord(held)}.`,
  sellerShort: 'The seller no longer holds enough shares for this offer.',
  buyerInsufficient: 'Insufficient balance to pay for these shares. Top Up your account',
  notFound: 'Transfer not found.',
  notPending: (status: string) => `This offer is already ${status}.`,
  onlyBuyer: 'Only the buyer can accept or decline this offer.',
  onlySeller: 'Only the seller can cancel this offer.',
  accepted: 'Transfer accepted: the shares are yours.',
  declined: 'Transfer offer declined.',
  cancelled: 'Transfer offer cancelled.',
  dividendPaid: (holders: number, cents: bigint) =>
    `Dividend declared: ${kes(cents)} paid to ${holders.toLocaleString('en-KE')} ${holders === 1 ? 'holder' : 'holders'}.`,
  dividendToday: 'A dividend has already been declared today. Please declare the next one on a later day.',
  overRetained: (cents: bigint) => `The dividend cannot exceed the retained income of ${kes(cents)}.`,
  noShareDays: 'No shares have been held for a full day since the last dividend, so there is no one to pay yet.',
  holderCannotDelete: (n: bigint) =>
    `This account holds ${sharesWord(n)} in Pamoja. Transfer them to another member before deleting the account.`,
} as const;

export const shareTexts = {
  bought: (n: bigint, cost: bigint): LocalizedText => ({
    en: `You bought ${sharesWord(n)} in Pamoja for ${kes(cost)}.`,
    sw: `Umenunua ${hisa(n)} za Pamoja kwa ${kes(cost)}.`,
  }),
  offered: (seller: string, n: bigint, price: bigint): LocalizedText => ({
    en: `${seller} offers you ${sharesWord(n)} in Pamoja for ${kes(price)}. Open Investments to accept or decline.`,
    sw: `${seller} anakupa ${hisa(n)} za Pamoja kwa ${kes(price)}. Fungua Uwekezaji ukubali au ukatae.`,
  }),
  sold: (n: bigint, price: bigint): LocalizedText => ({
    en: `Your offer of ${sharesWord(n)} was accepted: ${kes(price)} has been added to your wallet.`,
    sw: `Ofa yako ya ${hisa(n)} imekubaliwa: ${kes(price)} imeongezwa kwenye pochi yako.`,
  }),
  declined: (n: bigint): LocalizedText => ({
    en: `Your offer of ${sharesWord(n)} was declined.`,
    sw: `Ofa yako ya ${hisa(n)} imekataliwa.`,
  }),
  cancelled: (n: bigint): LocalizedText => ({
    en: `The offer of ${sharesWord(n)} to you was cancelled by the seller.`,
    sw: `Ofa ya ${hisa(n)} kwako imeghairiwa na muuzaji.`,
  }),
  /** `amount` already formatted (1,234.56) by the set-based pass. */
  dividend: (amount: string): LocalizedText => ({
    en: `A dividend of KES ${amount} from Pamoja has been added to your wallet.`,
    sw: `Gawio la KES ${amount} kutoka Pamoja limeongezwa kwenye pochi yako.`,
  }),
  dividendSms: (amount: string): LocalizedText => ({
    en: `Pamoja: a dividend of KES ${amount} has been paid into your Pamoja wallet. Thank you for being a shareholder.`,
    sw: `Pamoja: gawio la KES ${amount} limelipwa kwenye pochi yako ya Pamoja. Asante kwa kuwa mwanahisa.`,
  }),
};
