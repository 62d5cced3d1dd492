import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { LoanStatus, LoanView } from '../../../shared/schemas/loans';
import { formatDate, formatAmount } from '../../lib/format';

const STATUS_COLOR: Record<LoanStatus, string> = {
  Pending: 'yellow',
  Approved: 'pamoja',
  Repaid: 'gray',
  Declined: 'red',
};

function Field({ label, value, danger }: { label: string; value: string; danger?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} c={danger ? 'red' : undefined}>
        {value}
      </Text>
    </div>
  );
}

/** The user's loans: amount, status, repayment amount, due date; Declined in danger with N/A; Repay only when Approved. */
export function LoanList({ loans, onRepay }: { loans: LoanView[]; onRepay: (loan: LoanView) => void }) {
  const { t, i18n } = useTranslation('loans');
  if (loans.length === 0) return <Text c="dimmed">{t('noLoans')}</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('myLoans')}>
      {loans.map((loan) => {
        const declined = loan.status === 'Declined';
        const due =
          loan.repayment_due_date === null || declined
            ? t('notAvailable')
            : loan.status === 'Pending'
              ? t('dueIfApprovedToday', {
                  date: formatDate(loan.repayment_due_date, i18n.language),
                })
              : formatDate(loan.repayment_due_date, i18n.language);
        return (
          <Paper
            component="li"
            key={loan.id}
            withBorder
            p="sm"
            data-status={loan.status}
            bg={declined ? 'var(--mantine-color-red-light)' : undefined}
            style={declined ? { borderColor: 'var(--mantine-color-red-filled)' } : undefined}
          >
            <Group justify="space-between" mb="xs" wrap="nowrap">
              <Text fw={700} size="lg">
                {t('kes', { amount: formatAmount(loan.amount) })}
              </Text>
              <Group gap={6}>
                {loan.overdue && (
                  <Badge color="red" variant="filled">
                    {t('overdue')}
                  </Badge>
                )}
                <Badge color={STATUS_COLOR[loan.status]} variant={declined ? 'filled' : 'light'}>
                  {t(`status.${loan.status}`)}
                </Badge>
              </Group>
            </Group>
            <SimpleGrid cols={2} spacing="xs">
              <Field
                label={t('fields.repaymentAmount')}
                value={t('kes', { amount: formatAmount(loan.repayment_amount) })}
              />
              <Field label={t('fields.dueDate')} value={due} danger={loan.overdue} />
              {loan.status === 'Approved' && (
                <Field label={t('fields.outstanding')} value={t('kes', { amount: formatAmount(loan.outstanding) })} />
              )}
              <Field label={t('fields.duration')} value={t(`durations.${loan.duration}`)} />
            </SimpleGrid>
            <Text size="sm" c="dimmed" mt={4} lineClamp={2}>
              {loan.purpose}
            </Text>
            {loan.status === 'Approved' && (
              <Button mt="sm" fullWidth onClick={() => onRepay(loan)}>
                {t('repay.button')}
              </Button>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
