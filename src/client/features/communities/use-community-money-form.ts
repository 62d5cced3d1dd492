import { useTranslation } from 'react-i18next';
import { type MoneyFormOptions, useMoneyForm } from '../../lib/forms/use-money-form';
import type { SchemaForm } from '../../lib/forms/use-schema-form';
import { localiseCommunityMessage } from './community-messages';

/**
 * A community's money form (contribute, borrow, repay, propose a payout): `useMoneyForm` with the
 * schema's messages in the reader's language.
 */
export function useCommunityMoneyForm<V extends Record<string, unknown>, R>(
  options: Omit<MoneyFormOptions<V, R>, 'translate'>,
): SchemaForm<V> {
  const { t } = useTranslation('communities');
  return useMoneyForm({ ...options, translate: (message) => localiseCommunityMessage(t, message) });
}
