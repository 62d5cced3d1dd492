import { Text } from '@mantine/core';
import { useOneAtATimeMutation } from '../../lib/shell/use-one-at-a-time';
import { useTranslation } from '../../i18n/react';
import { ConfirmModal, confirming, type DialogProps } from '../../components/form-modal';
import { formatMoney } from '../../lib/format';
import type { ShareTransferView } from '../../../shared/schemas/shares';
import { useAccount } from '../../lib/shell/use-account';
import { useIdempotencyKey } from '../../lib/use-idempotency-key';
import { sharesApi, useRefreshHolding } from './shares-api';

/** Before accepting an offer: what I pay from my savings balance for which shares, then Accept. */
export function AcceptOfferModal({ transfer, onClose, onDone }: DialogProps<{ transfer: ShareTransferView }>) {
  const { t } = useTranslation('shares');
  const balance = useAccount().data?.account.balance;
  const refresh = useRefreshHolding();
  const attempt = useIdempotencyKey();
  const kes = (amount: number) => formatMoney(amount);
  const accept = useOneAtATimeMutation({
    mutationFn: () => attempt.send((headers) => sharesApi.answer(transfer.id, 'accept', headers)),
    onSuccess: async () => {
      await refresh();
      onDone(t('transfers.accepted'));
    },
  });
  return (
    <ConfirmModal
      title={t('transfers.acceptTitle')}
      onClose={onClose}
      {...confirming(accept, t('transfers.failed'))}
      confirm={t('transfers.acceptConfirm', { amount: kes(transfer.total_price) })}
      confirmProps={{ 'data-autofocus': true }}
      stackOnPhone
    >
      <Text size="sm">
        {t('transfers.acceptBody', {
          name: transfer.from_name,
          shares: t('shares', { count: transfer.shares }),
          amount: kes(transfer.total_price),
        })}
      </Text>
      {balance !== undefined && <Text size="sm">{t('buy.balance', { amount: kes(balance) })}</Text>}
    </ConfirmModal>
  );
}
