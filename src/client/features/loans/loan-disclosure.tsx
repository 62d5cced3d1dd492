import { Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { LoanTerms } from '../../../shared/loan-terms';
import { toKes } from '../../../shared/money';
import { CostNote } from '../../components/shell/cost-note';
import { formatDate, formatAmount } from '../../lib/format';

/** The total cost of credit, shown before the user asks (see docs/product/loans.md), from the server's own function. */
export function LoanDisclosure({ terms }: { terms: LoanTerms | null }) {
  const { t, i18n } = useTranslation('loans');
  if (!terms) {
    return (
      <Text size="sm" c="dimmed">
        {t('form.enterAmount')}
      </Text>
    );
  }
  return (
    <CostNote title={t('form.disclosureTitle')} testId="loan-disclosure">
      <Text fw={600}>
        {t('form.disclosure', {
          principal: formatAmount(toKes(terms.principalCents)),
          repayment: formatAmount(toKes(terms.repaymentCents)),
          date: formatDate(terms.dueDate, i18n.language),
          fee: formatAmount(toKes(terms.feeCents)),
        })}
      </Text>
      <Text size="sm">{t('form.disclosureRate', { percent: terms.feePercent.toString() })}</Text>
      <Text size="sm">{t('form.dueDateNote')}</Text>
    </CostNote>
  );
}
