import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDialog } from '../../components/use-dialog';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { PageSection } from '../../components/shell/page-section';
import { useTranslation } from '../../i18n/react';
import { formatMoney } from '../../lib/format';
import type { CommunityDetail, CommunityMember, RoleBody } from '../../../shared/schemas/communities';
import { errorMessage } from '../../lib/api';
import { FormError } from '../../components/shell/form-error';
import { communitiesApi } from './communities-api';
import { currentUserId } from '../../lib/session';
import type { Notify } from './community-page';
import { memberStanding } from './cycle-status';
import { DuesPartsText } from './dues-text';
import { isAssignable } from './member-roles';
import { WaitingInvitations } from './waiting-invitations';
import { WhenOpened } from '../../components/shell/when-opened';

// The dialogs here (inputs, schemas, the modal) come with their first opening, not with the chama's page (decision 051).
const InviteModal = lazy(() => import('./invite-modal').then((m) => ({ default: m.InviteModal })));
const LeaveModal = lazy(() => import('./leave-modal').then((m) => ({ default: m.LeaveModal })));
// So are the role's select (the inputs) and its confirmation (the overlays): only a chairperson with
// members to name sees the one, and the other opens on a choice.
const MemberRoleSelect = lazy(() => import('./member-role-select'));
const ConfirmModal = lazy(() => import('../../components/form-modal').then((m) => ({ default: m.ConfirmModal })));

/**
 * Members with roles, rotation turn, contributions and dues; the chairperson names officials, officials
 * invite and remove members who owe nothing, anyone may leave.
 */
export function MembersSection({ community: c, onDone }: { community: CommunityDetail; onDone: Notify }) {
  const { t } = useTranslation('communities');
  const me = currentUserId();
  const official = c.myRole !== 'member';
  const dialog = useDialog<'invite' | CommunityMember>(onDone);
  const [error, setError] = useState<string | null>(null);
  // A role changes only once the chairperson confirms the choice made in the dropdown.
  const [asked, setAsked] = useState<{ member: CommunityMember; role: RoleBody['role'] } | null>(null);
  const setRole = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: RoleBody['role'] }) =>
      communitiesApi.setRole(c.community_id, userId, { role }),
    onSuccess: () => {
      setError(null);
      setAsked(null);
      onDone(t('members.roleChanged'));
    },
    onError: (err) => setError(errorMessage(err, t('members.roleFailed'))),
  });
  const members = [...c.members].sort(
    (a, b) =>
      (a.rotation_position ?? Infinity) - (b.rotation_position ?? Infinity) || a.full_name.localeCompare(b.full_name),
  );

  return (
    <PageSection
      id="community-members"
      title={t('members.title')}
      action={
        official && (
          <Button size="sm" variant="light" onClick={() => dialog.show('invite')}>
            {t('members.invite')}
          </Button>
        )
      }
    >
      <FormError error={error} />
      {members.map((m) => {
        const self = m.user_id === me;
        // Arrears, not dues, keep a member in: the current cycle, not yet due, does not.
        const removable = official && !self && m.role === 'member' && memberStanding(m).arrears === 0;
        return (
          <Card key={m.user_id} withBorder radius="lg" p="sm" component="article" aria-label={m.full_name}>
            <Stack gap={4}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {m.full_name}
                {self ? ` (${t('members.you')})` : ''}
              </Text>
              <Group gap={4}>
                <Badge variant="light">{t(`roles.${m.role}`)}</Badge>
                {m.rotation_position !== null && (
                  <Badge variant="outline">{t('members.position', { position: m.rotation_position })}</Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {t('members.contributed', { amount: formatMoney(m.contributed) })}
                {m.dues > 0 && ` · ${t('members.owes', { amount: formatMoney(m.dues) })}`}
              </Text>
              <DuesPartsText parts={m.duesParts} size="xs" />
              {m.holds?.map((h, i) => (
                <Text key={i} size="xs" data-testid="member-hold">
                  {t('members.held', { amount: formatMoney(h.held), name: h.borrower_name })}
                </Text>
              ))}
              {c.myRole === 'chairperson' && isAssignable(m.role) && (
                <Suspense fallback={null}>
                  <MemberRoleSelect
                    member={m}
                    disabled={setRole.isPending}
                    onAsk={(role) => setAsked({ member: m, role })}
                  />
                </Suspense>
              )}
              {(self || removable) && (
                <Group justify="flex-end">
                  <Button size="xs" variant="subtle" color="red" onClick={() => dialog.show(m)}>
                    {self ? t('members.leave') : t('members.remove')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        );
      })}
      {official && <WaitingInvitations communityId={c.community_id} onDone={onDone} />}
      <WhenOpened opened={asked !== null}>
        <ConfirmModal
          title={
            asked ? t('members.roleConfirm', { name: asked.member.full_name, role: t(`roles.${asked.role}`) }) : ''
          }
          opened={asked !== null}
          onClose={() => {
            setAsked(null);
            setError(null);
          }}
          error={asked ? error : null}
          busy={setRole.isPending}
          onConfirm={() => asked && setRole.mutate({ userId: asked.member.user_id, role: asked.role })}
          confirm={t('members.roleConfirmButton')}
        >
          <Text size="sm">{t(asked?.role === 'member' ? 'members.roleBodyMember' : 'members.roleBodyOfficial')}</Text>
        </ConfirmModal>
      </WhenOpened>
      <WhenOpened opened={dialog.open === 'invite'}>
        {dialog.open === 'invite' && <InviteModal communityId={c.community_id} {...dialog.props} />}
      </WhenOpened>
      <WhenOpened opened={dialog.open !== null && dialog.open !== 'invite'}>
        {dialog.open !== null && dialog.open !== 'invite' && (
          <LeaveModal community={c} member={dialog.open} {...dialog.props} />
        )}
      </WhenOpened>
    </PageSection>
  );
}
