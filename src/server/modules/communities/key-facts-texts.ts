import { formatDay } from '../../../shared/day-format';
import { aprText } from '../../../shared/key-facts';
import type { LocalizedText } from '../../../shared/localized-text';
import { formatCents } from '../../../shared/money';

const kes = (cents: bigint) => `KES ${formatCents(cents)}`;

/** The borrower's SMS when a chama loan is paid out: what to repay, by when, at the APR quoted (docs/product/communities.md). */
export const keyFactsSms = {
  loanTerms: (total: bigint, due: string, aprTenths: number, capped: boolean, community: string): LocalizedText => {
    const apr = aprText(BigInt(aprTenths));
    return {
      en: `Pamoja: repay ${kes(total)} to ${community} by ${formatDay(due, 'en')}. APR ${apr}%${capped ? ' (interest capped)' : ''}.`,
      sw: `Pamoja: lipa ${kes(total)} kwa ${community} kufikia ${formatDay(due, 'sw')}. APR ${apr}%${capped ? ' (riba imewekewa kikomo)' : ''}.`,
    };
  },
};

/**
 * A paid chama loan's key facts as its line on the pool statement reads them (JSON, CSV, PDF), in the
 * reader's language: what was to be repaid, by when, at the APR quoted.
 */
export const keyFactsLine = (total: bigint, due: string, aprTenths: number, capped: boolean): LocalizedText => {
  const apr = aprText(BigInt(aprTenths));
  return {
    en: `Total ${kes(total)} due ${formatDay(due, 'en')}, APR ${apr}%${capped ? ' (interest capped)' : ''}`,
    sw: `Jumla ${kes(total)} kufikia ${formatDay(due, 'sw')}, APR ${apr}%${capped ? ' (riba imewekewa kikomo)' : ''}`,
  };
};
