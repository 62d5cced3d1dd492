import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { money } from './format';
import { PeriodTabs } from './period-tabs';
import classes from './performance-table.module.css';
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
      <PeriodTabs
        values={PERIODS}
        initial="3months"
        label={(p) => t(`home.periods.${p}`)}
        panel={(p) => {
          const row = rows.find((r) => r.period === p);
          return row ? (
            <table className={classes.table}>
              <thead>
                <tr>
                  <th>{t('home.period')}</th>
                  <th className={classes.amount}>{t('home.interest')}</th>
                  <th className={classes.amount}>{t('home.total')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>{t(`home.periods.${p}`)}</td>
                  <td className={classes.amount}>{money(row.interest)}</td>
                  <td className={classes.amount}>{money(row.total)}</td>
                </tr>
              </tbody>
            </table>
          ) : (
            <Text c="dimmed" ta="center" py="md" size="sm">
              {t('home.noData')}
            </Text>
          );
        }}
      />
    </Paper>
  );
}
