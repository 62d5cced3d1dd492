import { Alert, Button, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconDeviceMobileMessage, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { displayPhone } from '../../../shared/phone';
import type { MpesaRequestView } from '../../../shared/schemas/wallet';
import { money } from './format';
import { PromptCountdown } from './prompt-countdown';

type Ns = 'deposit' | 'withdraw';

/** What was asked of M-Pesa, known before its first status arrives. */
export interface MpesaAsked {
  amount: number;
  /** As sent: 2547…. */
  mpesaNumber: string;
  /** Date.now() when the request was accepted: the STK prompt's countdown starts there. */
  startedAt: number;
}

/**
 * The live outcome of an M-Pesa request, one state at a time: waiting (for the PIN, with the
 * prompt's remaining time, or for the payout), then received / sent, or cancelled / timed out /
 * failed with Try again.
 */
export function MpesaStatus({
  ns,
  asked,
  view,
  onRetry,
}: {
  ns: Ns;
  asked: MpesaAsked;
  view: MpesaRequestView | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation('wallet');
  const amount = money(view?.amount ?? asked.amount);
  const number = displayPhone(view?.mpesaNumber ?? asked.mpesaNumber);
  if (!view || view.status === 'processing') {
    return (
      <Paper withBorder radius="lg" p="lg" role="status" aria-live="polite" data-testid="mpesa-state">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconDeviceMobileMessage size={30} aria-hidden />
          </ThemeIcon>
          {ns === 'deposit' ? (
            <>
              <Text fw={700} size="lg">
                {t('deposit.waiting', { amount, number })}
              </Text>
              <PromptCountdown startedAt={asked.startedAt} />
            </>
          ) : (
            <>
              <Text fw={700} size="lg">
                {t('withdraw.processing', { amount: view?.amount ?? asked.amount })}
              </Text>
              <Text size="sm">{t('withdraw.sending', { amount, number })}</Text>
              <Text c="dimmed" size="sm">
                {t('withdraw.pendingHint')}
              </Text>
            </>
          )}
          <Loader size="sm" aria-hidden />
        </Stack>
      </Paper>
    );
  }
  if (view.status === 'completed') {
    return (
      <Paper withBorder radius="lg" p="lg" role="status" aria-live="polite" data-testid="mpesa-state">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" color="green" variant="light">
            <IconCircleCheck size={32} aria-hidden />
          </ThemeIcon>
          <Text fw={700} size="lg">
            {ns === 'deposit' ? t('deposit.received', { amount, number }) : t('withdraw.done', { amount, number })}
          </Text>
          {view.mpesaReceipt && (
            <Text c="dimmed" size="sm">
              M-Pesa {view.mpesaReceipt}
            </Text>
          )}
          <Button component={Link} to="/user/home" variant="light">
            {t(`${ns}.goHome`)}
          </Button>
        </Stack>
      </Paper>
    );
  }
  const cancelled = ns === 'deposit' && view.resultCode === '1032';
  const timedOut = ns === 'deposit' && view.resultCode === '1037';
  const reason = cancelled ? t('deposit.cancelled') : timedOut ? t('deposit.timedOut') : view.failureReason;
  return (
    <Alert
      color="red"
      radius="lg"
      icon={<IconX aria-hidden />}
      title={t(`${ns}.failed`)}
      role="alert"
      data-testid="mpesa-state"
    >
      <Stack gap="sm">
        {(cancelled || timedOut) && (
          <Text size="sm" fw={700}>
            {cancelled ? t('deposit.cancelledTitle') : t('deposit.timedOutTitle')}
          </Text>
        )}
        {reason && <Text size="sm">{reason}</Text>}
        <Group>
          <Button color="red" variant="light" onClick={onRetry}>
            {t(`${ns}.tryAgain`)}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
