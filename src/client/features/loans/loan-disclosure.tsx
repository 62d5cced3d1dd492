import { Alert, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LoanTerms } from '../../../shared/loan-terms';
import { toKes } from '../../../shared/money';
import { kenyanDate, kes } from './loan-format';

/** The total cost of credit, shown before the user asks (issue 7 item 2), from the server's own function. */
export function LoanDisclosure({ terms }: { terms: LoanTerms | null }) {
  const { t } = useTranslation('loans');
  if (!terms) {
    return (
      <Text size="sm" c="dimmed">
        {t('form.enterAmount')}
      </Text>
    );
  }
  return (
    <Alert
      role="note"
      variant="light"
      color="pamoja"
      icon={<IconInfoCircle />}
      title={t('form.disclosureTitle')}
      aria-live="polite"
      data-testid="loan-disclosure"
    >
      <Stack gap={4}>
        <Text fw={600}>
          {t('form.disclosure', {
            principal: kes(toKes(terms.principalCents)),
            repayment: kes(toKes(terms.repaymentCents)),
            date: kenyanDate(terms.dueDate),
            fee: kes(toKes(terms.feeCents)),
          })}
        </Text>
        <Text size="sm">{t('form.disclosureRate', { percent: terms.feePercent.toString() })}</Text>
        <Text size="sm">{t('form.dueDateNote')}</Text>
      </Stack>
    </Alert>
  );
}
