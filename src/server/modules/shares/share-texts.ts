import { formatKes, toKes } from '../../../shared/money';
import type { LocalizedText } from '../../../shared/localized-text';

/** The shares module's answers, notifications and texts, in English and Swahili (answers in English, as the API's). */
const kes = (cents: bigint) => `KES ${formatKes(toKes(cents))}`;
const sharesWord = (n: bigint) => (n === 1n ? '1 share' : `${n.toLocaleString('en-KE')} shares`);
const hisa = (n: bigint) => `hisa ${n.toLocaleString('en-KE')}`;

const shares = (n: bigint) => n.toLocaleString('en-KE');

/**
 * The shares module's refusals, each under its code with both languages side by side (decision 073);
 * a refusal with values is a function returning its pair. English is the specification's words.
 */
export const SHARE_ERRORS = {
  belowSold: (sold: bigint): LocalizedText => ({
    en: `Total shares cannot be less than the ${shares(sold)} shares already sold.`,
    sw: `Jumla ya hisa haiwezi kuwa chini ya hisa ${shares(sold)} ambazo tayari zimeuzwa.`,
  }),
  noneForSale: { en: 'No shares are for sale right now.', sw: 'Hakuna hisa zinazouzwa kwa sasa.' },
  fewLeft: (unsold: bigint): LocalizedText =>
    unsold === 1n
      ? { en: 'Only 1 share is left for sale.', sw: 'Imebaki hisa 1 tu ya kuuzwa.' }
      : { en: `Only ${shares(unsold)} shares are left for sale.`, sw: `Zimebaki hisa ${shares(unsold)} tu za kuuzwa.` },
  overCap: (max: bigint): LocalizedText => ({
    en: `No member may hold more than one fifth of all shares sold. You can get at most ${sharesWord(max)} more now.`,
    sw: `Hakuna mwanachama anayeruhusiwa kumiliki zaidi ya moja ya tano ya hisa zote zilizouzwa. Unaweza kupata ${hisa(max)} zaidi tu sasa.`,
  }),
  insufficientBalance: {
    en: 'Insufficient balance to buy these shares. Top Up your account',
    sw: 'Salio halitoshi kununua hisa hizi. Ongeza pesa kwenye akaunti yako',
  },
  toSelf: { en: 'You cannot transfer shares to yourself.', sw: 'Huwezi kujihamishia hisa mwenyewe.' },
  noBuyer: { en: 'There is no active user with that user ID.', sw: 'Hakuna mtumiaji hai mwenye kitambulisho hicho.' },
  noBuyerAtPhone: {
    en: 'No Pamoja member can receive shares at that number.',
    sw: 'Hakuna mwanachama wa Pamoja anayeweza kupokea hisa kwa nambari hiyo.',
  },
  notEnoughShares: (held: bigint): LocalizedText => ({
    en: `You hold only ${sharesWord(held)}.`,
    sw: `Una ${hisa(held)} tu.`,
  }),
  sellerShort: {
    en: 'The seller no longer holds enough shares for this offer.',
    sw: 'Muuzaji hana tena hisa za kutosha kwa ofa hii.',
  },
  buyerInsufficient: {
    en: 'Insufficient balance to pay for these shares. Top Up your account',
    sw: 'Salio halitoshi kulipia hisa hizi. Ongeza pesa kwenye akaunti yako',
  },
  notFound: { en: 'Transfer not found.', sw: 'Uhamisho haukupatikana.' },
  notPending: (status: string): LocalizedText => ({
    en: `This offer is already ${status}.`,
    sw: `Ofa hii tayari imeshughulikiwa (${status}).`,
  }),
  onlyBuyer: {
    en: 'Only the buyer can accept or decline this offer.',
    sw: 'Mnunuzi pekee ndiye anayeweza kukubali au kukataa ofa hii.',
  },
  onlySeller: { en: 'Only the seller can cancel this offer.', sw: 'Muuzaji pekee ndiye anayeweza kughairi ofa hii.' },
  dividendToday: {
    en: 'A dividend has already been declared today. Please declare the next one on a later day.',
    sw: 'Gawio tayari limetangazwa leo. Tafadhali tangaza linalofuata siku nyingine.',
  },
  overRetained: (cents: bigint): LocalizedText => ({
    en: `The dividend cannot exceed the retained income of ${kes(cents)}.`,
    sw: `Gawio haliwezi kuzidi mapato yaliyobaki ya ${kes(cents)}.`,
  }),
  noShareDays: {
    en: 'No shares have been held for a full day since the last dividend, so there is no one to pay yet.',
    sw: 'Hakuna hisa zilizomilikiwa kwa siku nzima tangu gawio lililopita, kwa hiyo bado hakuna wa kulipwa.',
  },
  holderCannotDelete: (n: bigint): LocalizedText => ({
    en: `This account holds ${sharesWord(n)} in Pamoja. Transfer them to another member before deleting the account.`,
    sw: `Akaunti hii ina ${hisa(n)} katika Pamoja. Zihamishie kwa mwanachama mwingine kabla ya kufuta akaunti.`,
  }),
};

/**
 * The shares module's answers, keyed with both languages; the API answers their English (the
 * specification's words), as every answer does.
 */
export const SHARE_ANSWERS = {
  settingsSaved: { en: 'Share settings saved.', sw: 'Mipangilio ya hisa imehifadhiwa.' },
  bought: (n: bigint): LocalizedText => ({ en: `You bought ${sharesWord(n)}.`, sw: `Umenunua ${hisa(n)}.` }),
  offerSent: { en: 'Transfer offer sent.', sw: 'Ofa ya kuhamisha imetumwa.' },
  accepted: { en: 'Transfer accepted: the shares are yours.', sw: 'Uhamisho umekubaliwa: hisa ni zako.' },
  declined: { en: 'Transfer offer declined.', sw: 'Ofa ya kuhamisha imekataliwa.' },
  cancelled: { en: 'Transfer offer cancelled.', sw: 'Ofa ya kuhamisha imeghairiwa.' },
  dividendPaid: (holders: number, cents: bigint): LocalizedText => ({
    en: `Dividend declared: ${kes(cents)} paid to ${holders.toLocaleString('en-KE')} ${holders === 1 ? 'holder' : 'holders'}.`,
    sw: `Gawio limetangazwa: ${kes(cents)} limelipwa kwa wamiliki ${holders.toLocaleString('en-KE')}.`,
  }),
};

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
