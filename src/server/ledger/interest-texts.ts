import type { LocalizedText } from '../../shared/localized-text';

/** The notification each paid saver gets, in English and Swahili; `amount` is already formatted (1,234.56). */
export const interestTexts = {
  paid: (amount: string): LocalizedText => ({
    en: `Interest of KES ${amount} has been added to your savings.`,
    sw: `Riba ya KES ${amount} imeongezwa kwenye akiba yako.`,
  }),
};
