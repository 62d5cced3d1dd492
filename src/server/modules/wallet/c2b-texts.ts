import type { LocalizedText } from '../../../shared/localized-text';
import { formatKes, toKes } from '../../../shared/money';

/** The paybill's words (docs/product/paybill.md), in both languages; SMS within 160 characters. */
const kes = (cents: bigint) => `KES ${formatKes(toKes(cents))}`;
const name = (s: string) => (s.length > 30 ? `${s.slice(0, 29)}…` : s);

export const paybillTexts = {
  walletCredited: (c: bigint, receipt: string): LocalizedText => ({
    en: `Your paybill deposit of ${kes(c)} has been received (M-Pesa receipt ${receipt}).`,
    sw: `Amana yako ya paybill ya ${kes(c)} imepokelewa (risiti ya M-Pesa ${receipt}).`,
  }),
  duesReceived: (c: bigint, receipt: string, community: string): LocalizedText => ({
    en: `Your paybill payment of ${kes(c)} for "${community}" has been received (M-Pesa receipt ${receipt}).`,
    sw: `Malipo yako ya paybill ya ${kes(c)} kwa "${community}" yamepokelewa (risiti ya M-Pesa ${receipt}).`,
  }),
  duesKept: (c: bigint, community: string): LocalizedText => ({
    en: `Your paybill payment of ${kes(c)} could not be paid to "${community}", so it stays in your wallet.`,
    sw: `Malipo yako ya paybill ya ${kes(c)} hayakuweza kulipwa kwa "${community}", kwa hivyo yamebaki kwenye pochi yako.`,
  }),
  assigned: (c: bigint, receipt: string): LocalizedText => ({
    en: `A paybill payment of ${kes(c)} (M-Pesa receipt ${receipt}) has been added to your wallet.`,
    sw: `Malipo ya paybill ya ${kes(c)} (risiti ya M-Pesa ${receipt}) yameongezwa kwenye pochi yako.`,
  }),
  subject: { en: 'Deposit received', sw: 'Amana imepokelewa' } satisfies LocalizedText,
};

export const paybillSms = {
  walletCredited: (c: bigint, receipt: string): LocalizedText => ({
    en: `Pamoja: ${kes(c)} received by paybill (ref ${receipt}) and added to your Pamoja wallet.`,
    sw: `Pamoja: ${kes(c)} zimepokelewa kwa paybill (kumb. ${receipt}) na kuwekwa kwenye pochi yako ya Pamoja.`,
  }),
  duesReceived: (c: bigint, receipt: string, community: string): LocalizedText => ({
    en: `Pamoja: ${kes(c)} received by paybill (ref ${receipt}) for your dues in ${name(community)}.`,
    sw: `Pamoja: ${kes(c)} zimepokelewa kwa paybill (kumb. ${receipt}) kwa michango yako ya ${name(community)}.`,
  }),
};
