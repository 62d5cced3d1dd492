import {
  Anchor,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight, IconCash, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { SharesLink } from '../../components/shell/shares-link';
import { BalanceCard } from './balance-card';
import { useHomeSummary } from './home-api';
import { OwnAndOwe } from './own-and-owe';
import { PerformanceTabs } from './performance-tabs';
import { TransactionItem } from './transaction-item';
import { useTransactions } from './wallet-api';

interface Action {
  to: string;
  key: 'deposit' | 'withdraw' | 'loans' | 'invite';
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}
const ACTIONS: Action[] = [
  { to: '/user/deposit', key: 'deposit', Icon: IconArrowDownLeft },
  { to: '/user/withdraw', key: 'withdraw', Icon: IconArrowUpRight },
  { to: '/user/loans', key: 'loans', Icon: IconCash },
  { to: '/invite', key: 'invite', Icon: IconUserPlus },
];

/** /user/home: balance, what the user owns and owes, the four actions, the latest transaction and investment performance. */
export function HomePage() {
  const { t } = useTranslation('wallet');
  const summary = useHomeSummary();
  const transactions = useTransactions();
  const latest = transactions.data?.transactions[0];
  const queryClient = useQueryClient();
  const waiting = transactions.data?.transactions.filter((tx) => tx.status === 'processing').length ?? 0;
  // When a pending deposit or withdrawal settles, the balance changes: fetch it again. Not on
  // mounting: the summary is then fresh (or being fetched), and a second fetch re-rendered the screen.
  const waitingBefore = useRef(waiting);
  useEffect(() => {
    if (waitingBefore.current === waiting) return;
    waitingBefore.current = waiting;
    void queryClient.invalidateQueries({ queryKey: ['account'] });
  }, [waiting, queryClient]);
  return (
    <Stack gap="lg">
      <VisuallyHidden>
        <Title order={1}>{t('home.title')}</Title>
      </VisuallyHidden>
      <BalanceCard account={summary.data?.account} pending={summary.isPending} failed={summary.isError} />
      <OwnAndOwe summary={summary.data} pending={summary.isPending} />
      <nav aria-label={t('home.actions')}>
        <SimpleGrid cols={4} spacing="xs">
          {ACTIONS.map(({ to, key, Icon }) => (
            <UnstyledButton
              key={key}
              component={Link}
              to={to}
              style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6, minHeight: 44 }}
            >
              <ThemeIcon size={52} radius="xl" variant="light">
                <Icon size={24} aria-hidden />
              </ThemeIcon>
              <Text size="xs" fw={600} ta="center" lh={1.2}>
                {t(`home.${key}`)}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </nav>
      <Paper withBorder radius="lg" p="md">
        <Group justify="space-between" mb={4} wrap="nowrap">
          <Title order={2} size="h5">
            {t('home.latest')}
          </Title>
          <Anchor component={Link} to="/user/transactions" size="sm" fw={700} style={{ flexShrink: 0 }}>
            {t('home.seeAll')}
          </Anchor>
        </Group>
        {transactions.isPending ? (
          <Skeleton height={48} radius="md" />
        ) : latest ? (
          <TransactionItem tx={latest} showDate />
        ) : (
          <Text c="dimmed" size="sm" py="sm">
            {transactions.isError ? t('transactions.error') : t('transactions.empty')}
          </Text>
        )}
      </Paper>
      <SharesLink />
      <PerformanceTabs />
    </Stack>
  );
}
