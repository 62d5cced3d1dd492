import { Alert, Center, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTotals } from './api';
import { kes } from './format';
import { PaybillSuspense } from './paybill-suspense';
import { RegistrationChart } from './registration-chart';
import { StatCard, type StatCardProps } from './stat-card';

const USERS = '/superadmin/users-list';

/** A figure on the dashboard; every card's arrow leads to the users list. */
type Figure = Omit<StatCardProps, 'to'> & { testId: string };

/** /admin/dashboard: real headline figures, the registration chart and other analytics (see docs/product/console.md). */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const totals = useTotals();
  if (totals.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (totals.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} role="alert">
        {t('loadError')}
      </Alert>
    );
  }
  const d = totals.data;
  const count = (n: number) => n.toLocaleString('en-KE');
  const headline: Figure[] = [
    { testId: 'total-users', label: t('dashboard.totalUsers'), value: count(d.totalUsers), growth: d.growth.users },
    { testId: 'wallet', label: t('dashboard.wallet'), value: kes(d.totalWalletBalance), growth: d.growth.wallet },
    { testId: 'total-shares', label: t('dashboard.totalShares'), value: count(d.totalShares) },
    { testId: 'revenue', label: t('dashboard.revenue'), value: kes(d.totalRevenue), growth: d.growth.revenue },
  ];
  const others: Figure[] = [
    { testId: 'total-savings', label: t('dashboard.totalSavings'), value: kes(d.totalSavings) },
    { testId: 'saving-goals', label: t('dashboard.savingGoals'), value: count(d.totalGoals) },
    { testId: 'feedbacks', label: t('dashboard.feedbacks'), value: count(d.totalFeedbacks) },
    { testId: 'support', label: t('dashboard.support'), value: count(d.totalSupportMessages) },
    { testId: 'info-requests', label: t('dashboard.infoRequests'), value: count(d.totalAccountInfoRequests) },
  ];
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('dashboard.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        {headline.map((f) => (
          <StatCard key={f.testId} {...f} to={USERS} />
        ))}
      </SimpleGrid>
      <RegistrationChart />
      <Title order={2} size="h4">
        {t('dashboard.otherAnalytics')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }}>
        {others.map((f) => (
          <StatCard key={f.testId} {...f} to={USERS} />
        ))}
      </SimpleGrid>
      {/* last, so that appearing when the list arrives it moves nothing above it */}
      <PaybillSuspense />
    </Stack>
  );
}
