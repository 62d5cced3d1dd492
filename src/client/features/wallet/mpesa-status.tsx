import { Alert, Button, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconDeviceMobileMessage, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MpesaRequestView } from '../../../shared/schemas/wallet';
import { money } from './format';

type Ns = 'deposit' | 'withdraw';

/** The live outcome of an M-Pesa request: waiting for the PIN (or the payout), then done or failed. */
export function MpesaStatus({ ns, view, onRetry }: { ns: Ns; view: MpesaRequestView | undefined; onRetry: () => void }) {
  const { t } = useTranslation('wallet');
  if (!view || view.status === 'processing') {
    return (
      <Paper withBorder radius="lg" p="lg" role="status" aria-live="polite">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconDeviceMobileMessage size={30} aria-hidden />
          </ThemeIcon>
          <Text fw={700} size="lg">
            {t(`${ns}.pending`)}
          </Text>
          <Text c="dimmed" size="sm">
            {t(`${ns}.pendingHint`)}
          </Text>
          <Loader size="sm" aria-hidden />
        </Stack>
      </Paper>
    );
  }
  if (view.status === 'completed') {
    return (
      <Paper withBorder radius="lg" p="lg" role="status" aria-live="polite">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" color="green" variant="light">
            <IconCircleCheck size={32} aria-hidden />
          </ThemeIcon>
          <Text fw={700} size="lg">
            {t(`${ns}.done`, { amount: money(view.amount), number: view.mpesaNumber })}
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
  return (
    <Alert color="red" radius="lg" icon={<IconX aria-hidden />} title={t(`${ns}.failed`)} role="alert">
      <Stack gap="sm">
        {view.failureReason && <Text size="sm">{view.failureReason}</Text>}
        <Group>
          <Button color="red" variant="light" onClick={onRetry}>
            {t(`${ns}.tryAgain`)}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
