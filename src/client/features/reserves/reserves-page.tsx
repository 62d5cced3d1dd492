import { Anchor, Code, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/core/language-switch';
import { LoadError, PageLoader } from '../../components/shell/load-error';
import { ScreenTitle } from '../../components/shell/page-title';
import { formatDateTime, formatMoney } from '../../lib/format';
import { HistoryChart } from './history-chart';
import { useReserves } from './reserves-api';

/** /reserves, public: the latest proof of reserves in plain words, the history, and how to check it (docs/product/proof.md). */
export function ReservesPage() {
  const { t, i18n } = useTranslation('reserves');
  const reserves = useReserves();
  const latest = reserves.data?.latest;
  const how = t('how', { returnObjects: true }) as string[];
  return (
    <Container component="main" size={720} px="md" py="xl">
      <Group justify="space-between" mb="lg" wrap="nowrap">
        <Anchor href="/" fw={800} fz="xl" underline="never" aria-label={t('home')}>
          Pamoja
        </Anchor>
        <LanguageSwitch />
      </Group>
      <Stack gap="lg">
        <ScreenTitle>{t('title')}</ScreenTitle>
        <Text>{t('intro')}</Text>
        {reserves.isPending ? (
          <PageLoader />
        ) : reserves.isError ? (
          <LoadError text={t('loadFailed')} retry={t('retry')} onRetry={reserves.refetch} />
        ) : !latest ? (
          <Text data-testid="reserves-none">{t('none')}</Text>
        ) : (
          <>
            <Paper withBorder radius="lg" p="md" data-testid="reserves-latest">
              <Stack gap="sm">
                <Text fw={600} size="lg">
                  {t('owes', {
                    liabilities: formatMoney(latest.liabilities),
                    float: formatMoney(latest.mpesaFloat),
                    lent: formatMoney(latest.loansReceivable),
                  })}
                </Text>
                {latest.ratio === null ? (
                  <Text>{t('nobodyOwed')}</Text>
                ) : latest.ratio >= 100 ? (
                  <Text data-testid="reserves-ratio">{t('covered', { ratio: latest.ratio.toFixed(2) })}</Text>
                ) : (
                  <Text data-testid="reserves-ratio" fw={600}>
                    {t('short', {
                      ratio: latest.ratio.toFixed(2),
                      shortfall: formatMoney(Math.round((latest.liabilities - latest.assets) * 100) / 100),
                    })}
                  </Text>
                )}
                <Text size="sm" c="dimmed">
                  {t('takenAt', {
                    date: formatDateTime(latest.at, i18n.language),
                    users: latest.users.toLocaleString('en-KE'),
                  })}
                </Text>
                <Text size="sm">{t('root')}</Text>
                <Code block data-testid="reserves-root" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {latest.root}
                </Code>
              </Stack>
            </Paper>
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('historyTitle', { count: reserves.data.history.length })}
              </Title>
              <HistoryChart history={reserves.data.history} />
            </Stack>
          </>
        )}
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('howTitle')}
          </Title>
          <List type="ordered" spacing="xs">
            {how.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
          <Anchor component={Link} to="/verify-balance" underline="always">
            {t('verifyLink')}
          </Anchor>
        </Stack>
      </Stack>
    </Container>
  );
}
