import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/app-modal';
import { useNavigate } from 'react-router';
import type { CommunityDetail, CommunityMember } from '../../../shared/schemas/communities';
import { DANGER } from '../../components/danger-color';
import { errorMessage } from '../../lib/api';
import { FormError } from '../../lib/forms/form-error';
import { useIdempotencyKey } from '../../lib/use-idempotency-key';
import { communitiesApi, useRefreshCommunity } from './communities-api';
import { currentUserId } from '../../lib/session';

/** Leaving (myself) or removing a member who owes nothing: their unreturned contributions go back to their wallet. */
export function LeaveModal({
  community: c,
  member,
  onClose,
  onRemoved,
}: {
  community: CommunityDetail;
  member: CommunityMember;
  onClose: () => void;
  onRemoved: (message: string) => void;
}) {
  const { t } = useTranslation('communities');
  const navigate = useNavigate();
  const refresh = useRefreshCommunity();
  const attempt = useIdempotencyKey();
  const self = member.user_id === currentUserId();
  const leave = useMutation({
    mutationFn: () => attempt.send((headers) => communitiesApi.leave(c.community_id, member.user_id, headers)),
    onSuccess: async () => {
      if (!self) return onRemoved(t('members.removed'));
      await refresh();
      void navigate('/user/communities', { state: { flash: t('members.left') } });
    },
  });
  return (
    <AppModal
      opened
      onClose={onClose}
      title={
        self ? t('members.leaveConfirm', { name: c.name }) : t('members.removeConfirm', { name: member.full_name })
      }
    >
      <Stack gap="sm">
        <Text size="sm">{self ? t('members.leaveBody') : t('members.removeBody')}</Text>
        <FormError error={leave.isError ? errorMessage(leave.error, t('members.leaveFailed')) : null} />
        <Group grow gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button color={DANGER} loading={leave.isPending} onClick={() => leave.mutate()}>
            {self ? t('members.leave') : t('members.remove')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
