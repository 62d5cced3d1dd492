import { Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { WaitingInvitationView } from '../../../shared/schemas/community-invitations';
import { ConfirmModal } from '../../components/form-modal';
import { DANGER } from '../../components/danger-color';
import { RefuseButton } from '../../components/refuse-button';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { communitiesApi, useWaitingInvitations } from './communities-api';
import type { Notify } from './community-page';

/** For officials: the invitations nobody has answered yet (a number as typed, or a name), each with Withdraw. */
export function WaitingInvitations({ communityId, onDone }: { communityId: string; onDone: Notify }) {
  const { t, i18n } = useTranslation('communities');
  const waiting = useWaitingInvitations(communityId, true);
  const [asked, setAsked] = useState<WaitingInvitationView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const withdraw = useMutation({
    mutationFn: (invitationId: string) => communitiesApi.withdrawInvitation(communityId, invitationId),
    onSuccess: () => {
      setAsked(null);
      setError(null);
      onDone(t('waiting.withdrawn'));
    },
    onError: (err) => setError(errorMessage(err, t('waiting.failed'))),
  });
  const list = waiting.data?.invitations ?? [];
  if (list.length === 0) return null;
  const close = () => {
    setAsked(null);
    setError(null);
  };
  return (
    <Stack gap={4} component="section" aria-labelledby="community-waiting">
      <Text size="sm" fw={600} id="community-waiting">
        {t('waiting.title')}
      </Text>
      {list.map((inv) => (
        <Group key={inv.invitation_id} justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('waiting.entry', {
              who: inv.invitee,
              by: inv.invited_by,
              date: formatDate(inv.created_at, i18n.language),
            })}
          </Text>
          <RefuseButton
            size="xs"
            onClick={() => setAsked(inv)}
            aria-label={t('waiting.withdrawOf', { who: inv.invitee })}
          >
            {t('waiting.withdraw')}
          </RefuseButton>
        </Group>
      ))}
      <ConfirmModal
        title={t('waiting.confirm', { who: asked?.invitee ?? '' })}
        opened={asked !== null}
        onClose={close}
        error={error}
        busy={withdraw.isPending}
        onConfirm={() => asked && withdraw.mutate(asked.invitation_id)}
        confirm={t('waiting.withdraw')}
        confirmProps={{ color: DANGER }}
      >
        <Text size="sm">{t('waiting.confirmBody')}</Text>
      </ConfirmModal>
    </Stack>
  );
}
