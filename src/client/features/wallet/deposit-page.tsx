import { Alert, Paper, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import { MoneyForm } from './money-form';
import { type MpesaAsked, MpesaStatus } from './mpesa-status';
import { PageTitle } from '../../components/shell/page-title';
import { WaysToPay } from '../../components/ways-to-pay';
import { FormError } from '../../components/shell/form-error';
import { type MoneyInput, useMpesaStatus, useStartMoney } from './wallet-api';

const BANNER_MS = 3000;

/**
 * /user/deposit: the form (the account's number prefilled), then one state at a time. The spec's
 * success banner shows for 3 seconds while M-Pesa has not answered; once it answers the banner gives
 * way to received (then home) or cancelled / timed out / failed with Try again.
 */
export function DepositPage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const start = useStartMoney('deposits');
  const [asked, setAsked] = useState<MpesaAsked & { depositId: string }>();
  const [lastInput, setLastInput] = useState<MoneyInput>();
  const [error, setError] = useState<string>();
  const [bannerShown, setBannerShown] = useState(false);
  const status = useMpesaStatus('deposits', asked?.depositId);
  const answered = status.data !== undefined && status.data.status !== 'processing';

  useEffect(() => {
    if (!asked) return;
    const timer = setTimeout(() => setBannerShown(false), BANNER_MS);
    return () => clearTimeout(timer);
  }, [asked]);

  useEffect(() => {
    if (status.data?.status === 'completed' && !bannerShown) void navigate('/user/home');
  }, [status.data?.status, bannerShown, navigate]);

  const retry = () => {
    setAsked(undefined);
    setError(undefined);
    setBannerShown(false);
    start.reset();
  };

  return (
    <Stack gap="md">
      <PageTitle title={t('deposit.title')} />
      {bannerShown && !answered && (
        <Alert color="green" icon={<IconCheck aria-hidden />} role="status">
          {t('deposit.success')}
        </Alert>
      )}
      {asked ? (
        <MpesaStatus ns="deposit" asked={asked} view={status.data} onRetry={retry} />
      ) : (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="md">
            <Text c="dimmed" size="sm">
              {t('deposit.intro')}
            </Text>
            <FormError error={error ?? null} />
            <MoneyForm
              ns="deposit"
              busy={start.isPending}
              initial={lastInput}
              onInvalid={setError}
              onSubmit={(input) => {
                setError(undefined);
                setLastInput(input);
                start.mutate(input, {
                  onSuccess: (res) => {
                    if (!res.depositId) return;
                    setBannerShown(true);
                    setAsked({
                      depositId: res.depositId,
                      amount: input.amount,
                      mpesaNumber: input.mpesaNumber,
                      startedAt: Date.now(),
                    });
                  },
                  onError: (err) => setError(errorMessage(err, t('deposit.error'))),
                });
              }}
            />
          </Stack>
        </Paper>
      )}
      <WaysToPay />
    </Stack>
  );
}
