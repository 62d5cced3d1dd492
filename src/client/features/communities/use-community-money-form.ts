import { type MoneyFormOptions, useMoneyForm } from '../../lib/forms/use-money-form';
import type { SchemaForm } from '../../lib/forms/use-schema-form';

/**
 * A community's money form (contribute, borrow, repay, propose a payout): `useMoneyForm`, whose
 * schema's refusals are keyed texts shown in the reader's language (decision 073).
 */
export function useCommunityMoneyForm<V extends Record<string, unknown>, R>(
  options: Omit<MoneyFormOptions<V, R>, 'translate'>,
): SchemaForm<V> {
  return useMoneyForm(options);
}
