import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import { formatMoney } from '../../lib/format';
import { ScreenTitle } from '../../components/shell/page-title';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { useTotals } from './api';
import { PaybillSuspense } from './paybill-suspense';
import { RegistrationChart } from './registration-chart';
import { StatCard, type StatCardProps } from './stat-card';
import { formatCount } from '../../../shared/money';

const USERS = '/superadmin/users-list';

/** A figure on the dashboard; every card's arrow leads to the users list. */
type Figure = Omit<StatCardProps, 'to'> & { testId: string };

/** /admin/dashboard: real headline figures, the registration chart and other analytics (see docs/product/console.md). */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const totals = useTotals();
  if (totals.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} role="alert">
        {t('loadError')}
      </Alert>
    );
  }
  // Until the figures arrive the page is drawn whole, each figure a placeholder of its own size
  // (nothing moves when they come), and the chart starts its own request (decision 051).
  const d = totals.data;
  const headline: Figure[] = [
    {
      testId: 'total-users',
      label: t('dashboard.totalUsers'),
      value: d && formatCount(d.totalUsers),
      growth: d ? d.growth.users : null,
    },
    {
      testId: 'wallet',
      label: t('dashboard.wallet'),
      value: d && formatMoney(d.totalWalletBalance),
      growth: d ? d.growth.wallet : null,
    },
    { testId: 'total-shares', label: t('dashboard.totalShares'), value: d && formatCount(d.totalShares) },
    {
      testId: 'revenue',
      label: t('dashboard.revenue'),
      value: d && formatMoney(d.totalRevenue),
      growth: d ? d.growth.revenue : null,
    },
  ];
  const others: Figure[] = [
    { testId: 'total-savings', label: t('dashboard.totalSavings'), value: d && formatMoney(d.totalSavings) },
    { testId: 'saving-goals', label: t('dashboard.savingGoals'), value: d && formatCount(d.totalGoals) },
    { testId: 'feedbacks', label: t('dashboard.feedbacks'), value: d && formatCount(d.totalFeedbacks) },
    { testId: 'support', label: t('dashboard.support'), value: d && formatCount(d.totalSupportMessages) },
    {
      testId: 'info-requests',
      label: t('dashboard.infoRequests'),
      value: d && formatCount(d.totalAccountInfoRequests),
    },
  ];
  return (
    <Stack gap="lg" aria-busy={totals.isPending}>
      <ScreenTitle>{t('dashboard.title')}</ScreenTitle>
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
