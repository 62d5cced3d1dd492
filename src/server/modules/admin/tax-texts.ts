import type { KeyedTexts, LocalizedText } from '../../../shared/localized-text';
import { formatCents } from '../../../shared/money';

/** The tax screen's answers (docs/product/tax.md), in both languages (decision 073). */
const kes = (cents: bigint) => `KES ${formatCents(cents)}`;

export const TAX_ERRORS = {
  nothingDue: {
    en: 'Nothing is due for this month: all the tax withheld so far has been remitted.',
    sw: 'Hakuna kinachodaiwa kwa mwezi huu: kodi yote iliyozuiliwa hadi sasa imelipwa.',
  },
} as const satisfies KeyedTexts;

export const taxTexts = {
  remitted: (month: string, cents: bigint): LocalizedText => ({
    en: `Withholding tax of ${kes(cents)} for ${month} recorded as remitted to KRA.`,
    sw: `Kodi iliyozuiliwa ya ${kes(cents)} ya ${month} imerekodiwa kuwa imelipwa KRA.`,
  }),
};
