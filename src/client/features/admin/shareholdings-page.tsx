import { Alert, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTotals } from './api';
import { kes } from './format';
import { StatCard } from './stat-card';

/**
 * /superadmin/shareholdings. Pamoja's shares are goal shares: Total Shares is the money held in
 * them, Bought Shares the members holding one, Share Price the average holding.
 */
export function ShareholdingsPage() {
  const { t } = useTranslation('admin');
  const totals = useTotals();
  const d = totals.data;
  const average = d && d.shareholders > 0 ? Math.floor((d.totalGoalShares * 100) / d.shareholders) / 100 : 0;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('shareholdings.title')}
      </Title>
      {totals.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common:loading')} />
        </Center>
      )}
      {totals.isError && (
        <Alert color="red" role="alert">
          {t('loadError')}
        </Alert>
      )}
      {d && (
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <StatCard testId="total-shares" label={t('shareholdings.totalShares')} value={kes(d.totalGoalShares)} />
          <StatCard testId="bought-shares" label={t('shareholdings.boughtShares')} value={d.shareholders.toLocaleString('en-KE')} />
          <StatCard testId="share-price" label={t('shareholdings.sharePrice')} value={kes(average)} />
        </SimpleGrid>
      )}
      <Title order={2} size="h4">
        {t('shareholdings.shareholders')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('shareholdings.hint')}
      </Text>
    </Stack>
  );
}
