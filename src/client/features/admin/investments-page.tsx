import { Alert, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTotals } from './api';
import { kes } from './format';
import { StatCard } from './stat-card';

/** /superadmin/investments: investors (users with savings) and what they have invested. */
export function InvestmentsPage() {
  const { t } = useTranslation('admin');
  const totals = useTotals();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('investments.title')}
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
      {totals.isSuccess && (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <StatCard testId="total-investors" label={t('investments.totalInvestors')} value={totals.data.totalInvestors.toLocaleString('en-KE')} />
          <StatCard testId="total-investments" label={t('investments.totalInvestments')} value={kes(totals.data.totalSavings)} />
        </SimpleGrid>
      )}
      <Title order={2} size="h4">
        {t('investments.investors')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('investments.investorsHint')}
      </Text>
    </Stack>
  );
}
