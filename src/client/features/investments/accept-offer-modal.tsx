import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import type { ShareTransferView } from '../../../shared/schemas/shares';
import { AppModal } from '../../components/app-modal';
import { errorMessage } from '../../lib/api';
import { FormError } from '../../lib/forms/form-error';
import { useAccount } from '../../lib/use-account';
import { useIdempotencyKey } from '../../lib/use-idempotency-key';
import { investmentsApi, useRefreshHolding } from './investments-api';

/** Before accepting an offer: what I pay from my savings balance for which shares, then Accept. */
export function AcceptOfferModal({
  transfer,
  onClose,
  onDone,
}: {
  transfer: ShareTransferView;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('investments');
  const balance = useAccount().data?.account.balance;
  const refresh = useRefreshHolding();
  const attempt = useIdempotencyKey();
  const kes = (amount: number) => formatMoney(amount);
  const accept = useMutation({
    mutationFn: () => attempt.send((headers) => investmentsApi.answer(transfer.id, 'accept', headers)),
    onSuccess: async () => {
      await refresh();
      onDone(t('transfers.accepted'));
    },
  });
  return (
    <AppModal opened onClose={onClose} title={t('transfers.acceptTitle')}>
      <Stack gap="sm">
        <Text size="sm">
          {t('transfers.acceptBody', {
            name: transfer.from_name,
            shares: t('shares', { count: transfer.shares }),
            amount: kes(transfer.total_price),
          })}
        </Text>
        {balance !== undefined && <Text size="sm">{t('buy.balance', { amount: kes(balance) })}</Text>}
        <FormError error={accept.isError ? errorMessage(accept.error, t('transfers.failed')) : null} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button loading={accept.isPending} onClick={() => accept.mutate()} data-autofocus>
            {t('transfers.acceptConfirm', { amount: kes(transfer.total_price) })}
          </Button>
        </SimpleGrid>
      </Stack>
    </AppModal>
  );
}
