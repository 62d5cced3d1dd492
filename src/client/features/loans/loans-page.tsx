import { Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatAmount } from '../../lib/format';
import { ScreenTitle } from '../../components/shell/page-title';
import { FormError } from '../../components/shell/form-error';
import { Notice } from '../../components/shell/notice';
import { Link } from 'react-router';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { LoanView } from '../../../shared/schemas/loans';
import { useAccount } from '../../lib/shell/use-account';
import { LoanList } from './loan-list';
import { LoanRequestForm } from './loan-request-form';
import { useLoans } from './loans-api';
import { RepayDialog } from './repay-dialog';

/** /user/loans (see docs/product/loans.md): the user's loans, the request form and the repay action. */
export function LoansPage() {
  const { t } = useTranslation('loans');
  const loans = useLoans();
  const account = useAccount();
  const [requesting, setRequesting] = useState(false);
  const [repaying, setRepaying] = useState<LoanView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const list = loans.data?.loans ?? [];
  const active = list.some((l) => l.status === 'Pending' || l.status === 'Approved');
  const balance = account.data?.account.balance;
  // Tell people what they can do before they fill the form: at a 0 limit there is nothing to ask for.
  const noLimit = loans.data?.loanLimit === 0;

  return (
    <Stack gap="md">
      <ScreenTitle>{t('title')}</ScreenTitle>
      <FormError error={loans.isError ? t('loadFailed') : null} />
      <Notice notice={notice} onClose={() => setNotice(null)} />
      {loans.data && (
        <Paper withBorder radius="lg" p="md" data-testid="loan-limit">
          <Stack gap={6}>
            <Text fw={700}>{noLimit ? t('limitCard.zeroTitle') : t('limitCard.title')}</Text>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('loanLimit', { amount: formatAmount(loans.data.loanLimit) })}</Text>
              {balance !== undefined && <Text size="sm">{t('balance', { amount: formatAmount(balance) })}</Text>}
            </Group>
            {noLimit ? (
              <>
                <Text size="sm" c="dimmed">
                  {t('limitCard.zero')}
                </Text>
                <Anchor component={Link} to="/user/help" size="sm" fw={600}>
                  {t('limitCard.zeroHelp')}
                </Anchor>
              </>
            ) : (
              !active && (
                <Text size="sm" c="dimmed">
                  {t('limitCard.upTo', { amount: formatAmount(loans.data.loanLimit) })}
                </Text>
              )
            )}
          </Stack>
        </Paper>
      )}
      {/* At a 0 limit there is no request to make: the card says how a limit is earned instead. */}
      {!noLimit && (
        <Button size="md" disabled={!loans.data || active} onClick={() => setRequesting(true)}>
          {active ? t('activeLoanExists') : t('requestLoan')}
        </Button>
      )}
      <Title order={2} size="h4">
        {t('myLoans')}
      </Title>
      {loans.isPending ? (
        <Center p="lg">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : (
        <LoanList loans={list} onRepay={setRepaying} />
      )}
      {loans.data && (
        <LoanRequestForm
          opened={requesting}
          onClose={() => setRequesting(false)}
          loanLimit={loans.data.loanLimit}
          today={loans.data.today}
          onRequested={(message) => {
            setRequesting(false);
            setNotice(message);
          }}
        />
      )}
      <RepayDialog
        loan={repaying}
        balance={balance}
        onClose={() => setRepaying(null)}
        onRepaid={(message) => {
          setRepaying(null);
          setNotice(message);
        }}
      />
    </Stack>
  );
}
