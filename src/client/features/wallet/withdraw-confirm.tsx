import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { displayPhone } from '../../../shared/phone';
import { money } from './format';
import type { MoneyInput } from './wallet-api';

/** Pamoja charges nothing for a withdrawal today; the confirm step shows it as such (the FAQ promises fees before you confirm). */
export const WITHDRAWAL_FEE_KES = 0;

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 800 : 600} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** Before money leaves: the amount, the number, the fee and what arrives; Confirm sends, Change goes back. */
export function WithdrawConfirm({
  input,
  busy,
  onConfirm,
  onChange,
}: {
  input: MoneyInput;
  busy: boolean;
  onConfirm: () => void;
  onChange: () => void;
}) {
  const { t } = useTranslation('wallet');
  const kes = (amount: number) => t('money', { amount: money(amount) });
  return (
    <Stack gap="md" data-testid="withdraw-confirm">
      <Title order={2} size="h4">
        {t('withdraw.confirmTitle')}
      </Title>
      <Line label={t('withdraw.confirmAmount')} value={kes(input.amount)} />
      <Line label={t('withdraw.confirmNumber')} value={displayPhone(input.mpesaNumber)} />
      <Line
        label={t('withdraw.confirmFee')}
        value={WITHDRAWAL_FEE_KES === 0 ? t('withdraw.feeNone') : kes(WITHDRAWAL_FEE_KES)}
      />
      <Divider />
      <Line label={t('withdraw.confirmArrives')} value={kes(input.amount - WITHDRAWAL_FEE_KES)} strong />
      <Button size="md" fullWidth loading={busy} onClick={onConfirm} data-autofocus>
        {t('withdraw.confirmSubmit')}
      </Button>
      <Button variant="subtle" color="gray" fullWidth onClick={onChange} disabled={busy}>
        {t('withdraw.confirmEdit')}
      </Button>
    </Stack>
  );
}
