import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useOneAtATimeMutation } from '../../lib/shell/use-one-at-a-time';
import { useState } from 'react';
import { PageSection } from '../../components/shell/page-section';
import { useTranslation } from '../../i18n/react';
import type { InvitationView } from '../../../shared/schemas/community-invitations';
import { errorMessage } from '../../lib/api';
import { RefuseButton } from '../../components/refuse-button';
import { FormError } from '../../components/shell/form-error';
import { communitiesApi, useInvitations, useRefreshCommunity } from './communities-api';
import { InvitationTerms } from './invitation-terms';

type Answer = 'accept' | 'decline';

/** Invitations to join a community: nobody joins a money group without saying yes. */
export function InvitationsSection({ onAnswered }: { onAnswered: (message: string) => void }) {
  const { t } = useTranslation('communities');
  const invitations = useInvitations();
  const refresh = useRefreshCommunity();
  const [error, setError] = useState<string | null>(null);
  const answer = useOneAtATimeMutation({
    mutationFn: ({ invitation, answer }: { invitation: InvitationView; answer: Answer }) =>
      communitiesApi.answerInvitation(invitation.invitation_id, answer),
    onSuccess: async (_res, { answer }) => {
      setError(null);
      await refresh();
      onAnswered(answer === 'accept' ? t('invitations.accepted') : t('invitations.declined'));
    },
    onError: (err) => setError(errorMessage(err, t('invitations.failed'))),
  });
  const list = invitations.data?.invitations ?? [];
  if (list.length === 0) return null;

  return (
    <PageSection id="community-invitations" title={t('invitations.title')}>
      <FormError error={error} />
      {list.map((inv) => {
        const busy = answer.isPending && answer.variables?.invitation.invitation_id === inv.invitation_id;
        /** One answer's button: spinning while it is sent, both waiting for it. */
        const answerButton = (choice: Answer) => ({
          loading: busy && answer.variables?.answer === choice,
          disabled: answer.isPending,
          onClick: () => answer.mutate({ invitation: inv, answer: choice }),
        });
        return (
          <Card key={inv.invitation_id} withBorder radius="lg" p="md" component="article" aria-label={inv.name}>
            <Stack gap="xs">
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {inv.name}
              </Text>
              <Text size="sm" c="dimmed">
                {t('invitations.invitedBy', { name: inv.invited_by })}
              </Text>
              <InvitationTerms terms={inv.terms} />
              <Group grow gap="sm">
                <Button {...answerButton('accept')}>{t('invitations.accept')}</Button>
                <RefuseButton {...answerButton('decline')}>{t('invitations.decline')}</RefuseButton>
              </Group>
            </Stack>
          </Card>
        );
      })}
    </PageSection>
  );
}
