import { Alert, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { useAccount } from '../../lib/use-account';
import { money } from './format';
import { MoneyForm } from './money-form';
import { MpesaStatus } from './mpesa-status';
import { PageTitle } from './page-title';
import { useMpesaStatus, useStartMoney } from './wallet-api';

/** /user/withdraw: the form (at most the balance), the server's message, then the payout's live status. */
export function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const account = useAccount();
  const start = useStartMoney('withdrawals');
  const [withdrawalId, setWithdrawalId] = useState<string>();
  const [alert, setAlert] = useState<{ ok: boolean; text: string }>();
  const status = useMpesaStatus('withdrawals', withdrawalId);
  const balance = account.data?.account.balance;

  const reset = () => {
    setWithdrawalId(undefined);
    setAlert(undefined);
    start.reset();
  };

  return (
    <Stack gap="md">
      <PageTitle title={t('withdraw.title')} />
      {alert && (
        <Alert color={alert.ok ? 'green' : 'red'} role={alert.ok ? 'status' : 'alert'}>
          {alert.text}
        </Alert>
      )}
      {withdrawalId ? (
        <MpesaStatus ns="withdraw" view={status.data} onRetry={reset} />
      ) : (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="md">
            <Text c="dimmed" size="sm">
              {t('withdraw.intro')}
            </Text>
            <Text fw={600}>{t('form.available', { amount: balance === undefined ? '…' : t('money', { amount: money(balance) }) })}</Text>
            <MoneyForm
              ns="withdraw"
              balance={balance}
              busy={start.isPending}
              onInvalid={(text) => setAlert({ ok: false, text })}
              onSubmit={(input) => {
                setAlert(undefined);
                start.mutate(input, {
                  onSuccess: (res) => {
                    setAlert({ ok: true, text: t('withdraw.processing', { amount: input.amount }) });
                    setWithdrawalId(res.withdrawalId);
                  },
                  onError: (err) => setAlert({ ok: false, text: errorMessage(err, t('withdraw.error')) }),
                });
              }}
            />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
