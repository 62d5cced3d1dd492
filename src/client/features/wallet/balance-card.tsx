import { Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { HomeSummary } from '../../../shared/schemas/home';
import { money } from './format';

interface Props {
  account: HomeSummary['account'] | undefined;
  pending: boolean;
  failed: boolean;
}

/** The spec's total savings balance on a deep green card, with the account's status. */
export function BalanceCard({ account: data, pending, failed }: Props) {
  const { t } = useTranslation('wallet');
  return (
    <Paper
      radius="lg"
      p="lg"
      c="white"
      style={{
        background: 'linear-gradient(135deg, #0b6e4f 0%, #005a3a 60%, #04432c 100%)',
        boxShadow: '0 8px 24px rgba(0, 90, 58, 0.25)',
      }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={500} c="rgba(255,255,255,0.85)">
            {t('home.totalSavings')}
          </Text>
          {data && (
            <Badge variant="white" color={data.accountStatus === 'active' ? 'pamoja' : 'dark'} size="sm">
              {t(`home.status.${data.accountStatus}`)}
            </Badge>
          )}
        </Group>
        {pending ? (
          <Skeleton height={38} width="60%" radius="sm" aria-hidden />
        ) : (
          <Text component="p" m={0} fz={32} fw={800} lh={1.2} data-testid="balance" aria-live="polite">
            {data ? t('money', { amount: money(data.balance) }) : failed ? t('home.error') : t('home.notAvailable')}
          </Text>
        )}
        {data?.accountStatus === 'inactive' && (
          <Text size="xs" c="rgba(255,255,255,0.85)">
            {t('home.inactiveHint')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
