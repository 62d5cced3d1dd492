import type { LocalizedText } from '../../shared/localized-text';

/** The notification each paid saver gets, in English and Swahili; `amount` is already formatted (1,234.56). */
export const interestTexts = {
  tooSoon: {
    en: 'Interests were updated less than a day ago. Please try again once a full day has passed.',
    sw: 'Riba zilisasishwa chini ya siku moja iliyopita. Tafadhali jaribu tena siku nzima ikishapita.',
  },
  paid: (amount: string): LocalizedText => ({
    en: `Interest of KES ${amount} has been added to your savings.`,
    sw: `Riba ya KES ${amount} imeongezwa kwenye akiba yako.`,
  }),
};
