import { Divider, Paper, Stack, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from '../../i18n/react';
import { nairobiDay } from '../../../shared/nairobi-time';
import type { TransactionView } from '../../../shared/schemas/wallet';
import { formatDate } from '../../lib/format';
import { PageTitle } from '../../components/shell/page-title';
import { QueryState } from './query-state';
import { StatementDownload } from './statement-download';
import { TransactionItem } from './transaction-item';
import { useTransactions } from './wallet-api';

function groupByDay(list: TransactionView[]): Array<[string, TransactionView[]]> {
  const groups = new Map<string, TransactionView[]>();
  for (const tx of list) {
    const day = nairobiDay(new Date(tx.date));
    groups.set(day, [...(groups.get(day) ?? []), tx]);
  }
  return [...groups];
}

/** /user/transactions: the history grouped by Kenyan day (Today, Yesterday, then "25 Nov 2026"), newest first. */
export function TransactionsPage() {
  const { t, i18n } = useTranslation('wallet');
  const query = useTransactions();
  const now = new Date();
  const today = nairobiDay(now);
  const yesterday = nairobiDay(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  const label = (day: string) =>
    day === today
      ? t('transactions.today')
      : day === yesterday
        ? t('transactions.yesterday')
        : formatDate(day, i18n.language);

  return (
    <Stack gap="md">
      <PageTitle title={t('transactions.title')} />
      <StatementDownload />
      <QueryState
        query={query}
        items={query.data?.transactions}
        error={t('transactions.error')}
        none={t('transactions.empty')}
      />
      {query.data &&
        groupByDay(query.data.transactions).map(([day, list]) => (
          <section key={day} aria-label={label(day)}>
            <Title order={2} size="sm" c="dimmed" tt="uppercase" mb={6}>
              {label(day)}
            </Title>
            <Paper withBorder radius="lg" px="md" py={4}>
              {list.map((tx, i) => (
                <Fragment key={tx.id}>
                  {i > 0 && <Divider />}
                  <TransactionItem tx={tx} />
                </Fragment>
              ))}
            </Paper>
          </section>
        ))}
    </Stack>
  );
}
