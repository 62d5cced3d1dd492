import { Alert, Divider, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionView } from '../../../shared/schemas/wallet';
import { PageTitle } from './page-title';
import { TransactionItem } from './transaction-item';
import { useTransactions } from './wallet-api';

function groupByDay(list: TransactionView[]): Array<[string, TransactionView[]]> {
  const groups = new Map<string, TransactionView[]>();
  for (const tx of list) {
    const day = dayjs(tx.date).format('YYYY-MM-DD');
    groups.set(day, [...(groups.get(day) ?? []), tx]);
  }
  return [...groups];
}

/** /user/transactions: the history grouped by date, newest first. */
export function TransactionsPage() {
  const { t, i18n } = useTranslation('wallet');
  const dayFormat = new Intl.DateTimeFormat(i18n.language === 'sw' ? 'sw-KE' : 'en-KE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const query = useTransactions();
  const today = dayjs().format('YYYY-MM-DD');
  const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
  const label = (day: string) => (day === today ? t('transactions.today') : day === yesterday ? t('transactions.yesterday') : dayFormat.format(dayjs(day).toDate()));

  return (
    <Stack gap="md">
      <PageTitle title={t('transactions.title')} />
      {query.isPending && <Loader aria-label="Loading" mx="auto" />}
      {query.isError && (
        <Alert color="red" role="alert">
          {t('transactions.error')}
        </Alert>
      )}
      {query.data && query.data.transactions.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {t('transactions.empty')}
        </Text>
      )}
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
