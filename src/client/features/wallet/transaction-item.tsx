import { Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import type { TransactionView } from '../../../shared/schemas/wallet';
import { formatDateTime, formatTime } from '../../lib/format';
import { money } from './format';

const KNOWN = new Set([
  'deposit',
  'withdrawal',
  'withdrawal_refund',
  'goal_contribution',
  'goal_withdrawal',
  'goal_refund',
  'loan_disbursement',
  'loan_repayment',
  'interest',
  'referral_reward',
  'admin_adjustment',
  'goal_share',
  'community_contribution',
  'community_payout',
  'community_rotation',
  'community_loan',
  'community_loan_repayment',
  'community_share_out',
  'community_refund',
  'share_purchase',
  'share_transfer',
  'dividend',
  'paybill_deposit',
]);

/** One movement: direction icon, category and description, time, signed amount and any pending/failed state. */
export function TransactionItem({ tx, showDate = false }: { tx: TransactionView; showDate?: boolean }) {
  const { t, i18n } = useTranslation('wallet');
  const incoming = tx.type === 'deposit';
  const failed = tx.status === 'failed';
  const category = t(`transactions.categories.${KNOWN.has(tx.category) ? tx.category : 'other'}`);

  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py="xs">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <ThemeIcon
          size={40}
          radius="xl"
          variant="light"
          color={failed ? 'red' : incoming ? 'green' : 'orange'}
          role="img"
          aria-label={incoming ? t('transactions.in') : t('transactions.out')}
        >
          {incoming ? <IconArrowDownLeft size={20} aria-hidden /> : <IconArrowUpRight size={20} aria-hidden />}
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {category}
          </Text>
          <Text c="dimmed" size="xs" lineClamp={2}>
            {tx.description}
          </Text>
          <Text c="dimmed" size="xs">
            {showDate ? formatDateTime(tx.date, i18n.language) : formatTime(tx.date)}
          </Text>
        </Stack>
      </Group>
      <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
        <Text
          fw={700}
          size="sm"
          c={failed ? 'dimmed' : incoming ? 'var(--pamoja-money-in)' : undefined}
          td={failed ? 'line-through' : undefined}
        >
          {incoming ? '+' : '−'}
          {t('money', { amount: money(tx.net) })}
        </Text>
        {tx.tax > 0 && (
          <Text c="dimmed" size="xs">
            {t('transactions.taxWithheld', { gross: money(tx.amount), tax: money(tx.tax) })}
          </Text>
        )}
        {tx.status !== 'completed' && (
          <Badge size="xs" variant="light" color={failed ? 'red' : 'yellow'}>
            {t(`transactions.status.${tx.status}`)}
          </Badge>
        )}
      </Stack>
    </Group>
  );
}
