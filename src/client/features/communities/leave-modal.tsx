import { Text } from '@mantine/core';
import { useOneAtATimeMutation } from '../../lib/shell/use-one-at-a-time';
import { useTranslation } from '../../i18n/react';
import { ConfirmModal, confirming, type DialogProps } from '../../components/form-modal';
import { useNavigate } from 'react-router';
import type { CommunityDetail, CommunityMember } from '../../../shared/schemas/communities';
import { DANGER } from '../../components/danger-color';
import { useIdempotencyKey } from '../../lib/use-idempotency-key';
import { communitiesApi, useRefreshCommunity } from './communities-api';
import { currentUserId } from '../../lib/session';

/** Leaving (myself) or removing a member who owes nothing: their unreturned contributions go back to their wallet. */
export function LeaveModal({
  community: c,
  member,
  onClose,
  onDone,
}: DialogProps<{
  community: CommunityDetail;
  member: CommunityMember;
}>) {
  const { t } = useTranslation('communities');
  const navigate = useNavigate();
  const refresh = useRefreshCommunity();
  const attempt = useIdempotencyKey();
  const self = member.user_id === currentUserId();
  const leave = useOneAtATimeMutation({
    mutationFn: () => attempt.send((headers) => communitiesApi.leave(c.community_id, member.user_id, headers)),
    onSuccess: async () => {
      if (!self) return onDone(t('members.removed'));
      await refresh();
      void navigate('/user/communities', { state: { flash: t('members.left') } });
    },
  });
  return (
    <ConfirmModal
      title={
        self ? t('members.leaveConfirm', { name: c.name }) : t('members.removeConfirm', { name: member.full_name })
      }
      onClose={onClose}
      {...confirming(leave, t('members.leaveFailed'))}
      confirm={self ? t('members.leave') : t('members.remove')}
      confirmProps={{ color: DANGER }}
    >
      <Text size="sm">{self ? t('members.leaveBody') : t('members.removeBody')}</Text>
    </ConfirmModal>
  );
}
