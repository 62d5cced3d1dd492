import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/app-modal';
import { errorMessage } from '../../lib/api';
import { FormError } from '../../lib/forms/form-error';
import { useIdempotencyKey } from '../../lib/use-idempotency-key';
import { communitiesApi } from './communities-api';

/** An official proposes a share-out; the amounts are fixed when the last approval pays it. */
export function ShareOutModal({
  communityId,
  onClose,
  onDone,
}: {
  communityId: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('communities');
  const attempt = useIdempotencyKey();
  const propose = useMutation({
    mutationFn: () => attempt.send((headers) => communitiesApi.proposeShareOut(communityId, headers)),
    onSuccess: () => onDone(t('shareOut.proposed')),
  });
  return (
    <AppModal opened onClose={onClose} title={t('shareOut.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('shareOut.body')}</Text>
        <FormError error={propose.isError ? errorMessage(propose.error, t('shareOut.failed')) : null} />
        <Group grow gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button loading={propose.isPending} onClick={() => propose.mutate()}>
            {t('shareOut.submit')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
