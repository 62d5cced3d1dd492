import type { KeyedTexts, LocalizedText } from '../../../shared/localized-text';
import { formatKes, toKes } from '../../../shared/money';

/** What the superadmin is told of a run that found something to look at (both languages). */
const kes = (cents: bigint) => `KES ${formatKes(toKes(cents))}`;

export const reconciliationTexts = {
  discrepancy: (p: { missingAtMpesa: number; mismatched: number; difference: bigint | null }): LocalizedText => ({
    en:
      `Reconciliation with M-Pesa found a discrepancy: ${p.missingAtMpesa} ledger entries M-Pesa does not know, ` +
      `${p.mismatched} transactions that differ` +
      (p.difference !== null && p.difference !== 0n
        ? `, and the float differs from the ledger by ${kes(p.difference)}`
        : '') +
      '. Nothing was changed; see Reconciliation in the console.',
    sw:
      `Ulinganisho na M-Pesa umepata tofauti: maingizo ${p.missingAtMpesa} ya leja ambayo M-Pesa haiyajui, ` +
      `miamala ${p.mismatched} inayotofautiana` +
      (p.difference !== null && p.difference !== 0n
        ? `, na salio la M-Pesa linatofautiana na leja kwa ${kes(p.difference)}`
        : '') +
      '. Hakuna kilichobadilishwa; angalia Ulinganisho kwenye dashibodi.',
  }),
  subject: {
    en: 'Reconciliation with M-Pesa: a discrepancy',
    sw: 'Ulinganisho na M-Pesa: tofauti',
  } satisfies LocalizedText,
};

export const RECONCILIATION_ERRORS = {
  unreachable: {
    en: 'M-Pesa could not be reached, so nothing was reconciled. Try again later.',
    sw: 'M-Pesa haikupatikana, kwa hiyo hakuna kilicholinganishwa. Jaribu tena baadaye.',
  },
} as const satisfies KeyedTexts;
