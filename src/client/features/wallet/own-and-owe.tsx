import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { HomeSummary } from '../../../shared/schemas/home';
import { money } from './format';
import { formatDate } from '../../lib/format';

interface RowProps {
  label: string;
  /** What the row shows; none while the summary is on its way (a bar of the text's height instead). */
  value?: ReactNode;
  hint?: string;
  testId: string;
}

function Row({ label, value, hint, testId }: RowProps) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
      {value === undefined ? (
        <Skeleton height={14} width={88} radius="sm" my={4} style={{ flexShrink: 0 }} />
      ) : (
        <Text size="sm" fw={700} ta="right" style={{ flexShrink: 0 }} data-testid={testId}>
          {value}
        </Text>
      )}
    </Group>
  );
}

/**
 * Under the spec's balance card: money in goals, Pamoja shares at today's price (when there are any), the loan to repay with its due date, what is free
 * to withdraw and, with a loan, what is the user's own after repaying it — so borrowed money is
 * never read as savings.
 */
export function OwnAndOwe({ summary, pending }: { summary: HomeSummary | undefined; pending: boolean }) {
  const { t, i18n } = useTranslation('wallet');
  const kes = (amount: number) => t('money', { amount: money(amount) });
  // While it loads, the card a new saver's summary fills (no loan, no shares), its values as bars: the
  // sections below it do not move when the figures arrive (Lighthouse saw a layout shift of 0.06 there).
  if (pending)
    return (
      <Paper withBorder radius="lg" p="md" aria-busy="true">
        <Stack gap="sm">
          <Title order={2} size="h5">
            {t('home.ownAndOwe')}
          </Title>
          <Row label={t('home.inGoals')} testId="home-in-goals" />
          <Row label={t('home.loanToRepay')} testId="home-loan" />
          <Row label={t('home.freeToWithdraw')} testId="home-free" />
        </Stack>
      </Paper>
    );
  if (!summary) return null;
  const { loan } = summary;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="own-and-owe-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="own-and-owe-title">
          {t('home.ownAndOwe')}
        </Title>
        <Row label={t('home.inGoals')} value={kes(summary.inGoals)} testId="home-in-goals" />
        {summary.inShares > 0 && (
          <Row
            label={t('home.inShares')}
            hint={t('home.inSharesHint')}
            value={kes(summary.inShares)}
            testId="home-in-shares"
          />
        )}
        {loan ? (
          <Row
            label={t('home.loanToRepay')}
            hint={loan.dueDate ? t('home.loanDue', { date: formatDate(loan.dueDate, i18n.language) }) : undefined}
            value={
              <>
                {kes(loan.toRepay)}
                {loan.overdue && (
                  <Badge color="red" size="sm" ml={6}>
                    {t('home.overdue')}
                  </Badge>
                )}
              </>
            }
            testId="home-loan"
          />
        ) : (
          <Row label={t('home.loanToRepay')} value={t('home.noLoan')} testId="home-loan" />
        )}
        <Row
          label={t('home.freeToWithdraw')}
          hint={loan ? t('home.freeIncludesLoan') : undefined}
          value={kes(summary.freeToWithdraw)}
          testId="home-free"
        />
        {loan && (
          <Row
            label={t('home.ownMoney')}
            hint={t('home.ownMoneyHint')}
            value={kes(summary.ownMoney)}
            testId="home-own"
          />
        )}
      </Stack>
    </Paper>
  );
}
