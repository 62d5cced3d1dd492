import { Alert, Paper, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import { MoneyForm } from './money-form';
import { MpesaStatus } from './mpesa-status';
import { PageTitle } from './page-title';
import { useMpesaStatus, useStartMoney } from './wallet-api';

const BANNER_MS = 3000;

/**
 * /user/deposit: the form, then the spec's 3-second success banner with the live STK status; once
 * M-Pesa confirms (and the banner has been seen) the user goes home to the credited balance.
 */
export function DepositPage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const start = useStartMoney('deposits');
  const [depositId, setDepositId] = useState<string>();
  const [error, setError] = useState<string>();
  const [bannerShown, setBannerShown] = useState(false);
  const status = useMpesaStatus('deposits', depositId);

  useEffect(() => {
    if (!depositId) return;
    const timer = setTimeout(() => setBannerShown(false), BANNER_MS);
    return () => clearTimeout(timer);
  }, [depositId]);

  useEffect(() => {
    if (status.data?.status === 'completed' && !bannerShown) navigate('/user/home');
  }, [status.data?.status, bannerShown, navigate]);

  const reset = () => {
    setDepositId(undefined);
    setError(undefined);
    start.reset();
  };

  return (
    <Stack gap="md">
      <PageTitle title={t('deposit.title')} />
      {bannerShown && (
        <Alert color="green" icon={<IconCheck aria-hidden />} role="status">
          {t('deposit.success')}
        </Alert>
      )}
      {depositId ? (
        <MpesaStatus ns="deposit" view={status.data} onRetry={reset} />
      ) : (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="md">
            <Text c="dimmed" size="sm">
              {t('deposit.intro')}
            </Text>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <MoneyForm
              ns="deposit"
              busy={start.isPending}
              onInvalid={setError}
              onSubmit={(input) => {
                setError(undefined);
                start.mutate(input, {
                  onSuccess: (res) => {
                    setBannerShown(true);
                    setDepositId(res.depositId);
                  },
                  onError: (err) => setError(errorMessage(err, t('deposit.error'))),
                });
              }}
            />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
