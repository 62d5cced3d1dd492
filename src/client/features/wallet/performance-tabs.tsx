import { Paper, Table, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { money } from './format';
import { type PerformanceRow, usePerformance } from './wallet-api';

const PERIODS = ['3months', '6months', '1year', '2years'] as const;

/** Investment performance per period (default 3months): Period, Interest Earned, Total Investment. */
export function PerformanceTabs() {
  const { t } = useTranslation('wallet');
  const query = usePerformance();
  const rows: PerformanceRow[] = query.data ?? [];
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={2} size="h5" mb="sm">
        {t('home.performance')}
      </Title>
      <Tabs defaultValue="3months" variant="pills" radius="xl" keepMounted={false}>
        <Tabs.List grow mb="sm">
          {PERIODS.map((p) => (
            <Tabs.Tab key={p} value={p} px={6} fz="xs">
              {t(`home.periods.${p}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PERIODS.map((p) => {
          const row = rows.find((r) => r.period === p);
          return (
            <Tabs.Panel key={p} value={p}>
              {row ? (
                <Table withRowBorders={false} fz="sm" verticalSpacing={6}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('home.period')}</Table.Th>
                      <Table.Th ta="right">{t('home.interest')}</Table.Th>
                      <Table.Th ta="right">{t('home.total')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    <Table.Tr>
                      <Table.Td>{t(`home.periods.${p}`)}</Table.Td>
                      <Table.Td ta="right">{money(row.interest)}</Table.Td>
                      <Table.Td ta="right">{money(row.total)}</Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
              ) : (
                <Text c="dimmed" ta="center" py="md" size="sm">
                  {t('home.noData')}
                </Text>
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Paper>
  );
}
