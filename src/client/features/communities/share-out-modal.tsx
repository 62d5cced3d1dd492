import { Text } from '@mantine/core';
import { useOneAtATimeMutation } from '../../lib/shell/use-one-at-a-time';
import { useTranslation } from '../../i18n/react';
import { ConfirmModal, confirming, type DialogProps } from '../../components/form-modal';
import { useIdempotencyKey } from '../../lib/use-idempotency-key';
import { communitiesApi } from './communities-api';

/** An official proposes a share-out; the amounts are fixed when the last approval pays it. */
export function ShareOutModal({ communityId, onClose, onDone }: DialogProps<{ communityId: string }>) {
  const { t } = useTranslation('communities');
  const attempt = useIdempotencyKey();
  const propose = useOneAtATimeMutation({
    mutationFn: () => attempt.send((headers) => communitiesApi.proposeShareOut(communityId, headers)),
    onSuccess: () => onDone(t('shareOut.proposed')),
  });
  return (
    <ConfirmModal
      title={t('shareOut.title')}
      onClose={onClose}
      {...confirming(propose, t('shareOut.failed'))}
      confirm={t('shareOut.submit')}
    >
      <Text size="sm">{t('shareOut.body')}</Text>
    </ConfirmModal>
  );
}
