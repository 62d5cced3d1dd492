import { Avatar, Badge, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { Notice } from '../../components/shell/notice';
import { FormSubmit } from '../../components/shell/form-submit';
import { AppModal } from '../../components/app-modal';
import { useOneAtATimeMutation } from '../../lib/shell/use-one-at-a-time';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router';
import { formatAmount } from '../../lib/format';
import { addMemberBody, type GoalDetail, type GoalMember } from '../../../shared/schemas/goals';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { currentUserId } from '../../lib/session';
import { ConfirmLeaveModal } from './confirm-leave-modal';
import { orderMembers } from '../../../shared/goal-progress';
import { goalsApi, useRefreshGoals } from './goals-api';
import { formatDate } from '../../lib/format';
import { useUploadImage } from '../../lib/shell/use-upload-image';

/** Goal Members: the list, Leave (self) or Remove (admin), and adding a member by user ID. */
export function MembersModal({ goal, opened, onClose }: { goal: GoalDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('goals');
  const navigate = useNavigate();
  const refresh = useRefreshGoals();
  const me = currentUserId();
  const isAdmin = goal.goalRole === 'admin';
  const [confirm, setConfirm] = useState<{
    userId: string;
    name: string;
    self: boolean;
  } | null>(null);
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const adding = useSchemaForm({
    initialValues: { memberId: '' },
    schema: addMemberBody,
    body: (v) => ({ userId: v.memberId }),
    submit: (v) => goalsApi.addMember(goal.goal_id, v.memberId.trim()),
    onSuccess: async (_result, _values, form) => {
      form.reset();
      await refresh(goal.goal_id);
      setNotice(t('members.added'));
    },
    failed: t('members.addFailed'),
  });
  const close = () => {
    setNotice(null);
    adding.setError(null);
    onClose();
  };

  const remove = useOneAtATimeMutation({ mutationFn: (userId: string) => goalsApi.removeMember(goal.goal_id, userId) });

  const confirmLeave = () => {
    if (!confirm) return;
    const { userId, self } = confirm;
    remove.mutate(userId, {
      onSuccess: async () => {
        setConfirm(null);
        if (self) {
          await refresh();
          void navigate('/user/savings', {
            state: { flash: t('members.left') },
          });
        } else {
          await refresh(goal.goal_id);
          setNotice(t('members.removed'));
        }
      },
      onError: () => setLeaveError(self ? t('members.leaveFailed') : t('members.removeFailed')),
    });
  };

  return (
    <>
      <AppModal opened={opened} onClose={close} title={t('members.title')}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('goal.membersCount', { count: goal.memberCount })}
          </Text>
          <Notice notice={notice} />
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {orderMembers(goal.members, me).map((m) => (
              <MemberRow
                key={m.user_id}
                member={m}
                you={m.user_id === me}
                action={m.goal_role === 'admin' ? null : m.user_id === me ? 'leave' : isAdmin ? 'remove' : null}
                onAction={() => {
                  setLeaveError(null);
                  setConfirm({
                    userId: m.user_id,
                    name: m.full_name,
                    self: m.user_id === me,
                  });
                }}
              />
            ))}
          </Stack>
          {isAdmin && (
            <>
              <Divider label={t('members.addTitle')} labelPosition="left" />
              <form
                onSubmit={(e) => {
                  setNotice(null);
                  adding.onSubmit(e);
                }}
                noValidate
              >
                <Stack gap="xs">
                  <TextInput
                    label={t('members.memberId')}
                    placeholder={t('members.memberIdPlaceholder')}
                    {...adding.form.getInputProps('memberId')}
                    autoCapitalize="characters"
                    autoComplete="off"
                  />
                  <FormSubmit error={adding.error} busy={adding.busy} variant="light">
                    {t('members.add')}
                  </FormSubmit>
                </Stack>
              </form>
            </>
          )}
        </Stack>
      </AppModal>
      <ConfirmLeaveModal
        target={confirm}
        pending={remove.isPending}
        error={leaveError}
        onCancel={() => setConfirm(null)}
        onConfirm={confirmLeave}
      />
    </>
  );
}

function MemberRow({
  member,
  you,
  action,
  onAction,
}: {
  member: GoalMember;
  you: boolean;
  action: 'leave' | 'remove' | null;
  onAction: () => void;
}) {
  const { t, i18n } = useTranslation('goals');
  const picture = useUploadImage(member.profile_picture);
  const name = you ? t('members.you') : member.full_name;
  return (
    <Group
      component="li"
      wrap="nowrap"
      gap="sm"
      p="xs"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: 'var(--mantine-color-default-hover)',
      }}
      aria-label={name}
    >
      <Avatar src={picture} alt={name} radius="xl" color="pamoja">
        {member.full_name.slice(0, 1).toUpperCase() || null}
      </Avatar>
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {member.goal_role === 'admin' && (
            <Badge size="xs" variant="light">
              {t('members.admin')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('members.contribution', {
            amount: formatAmount(member.contribution),
          })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('members.joined', {
            date: formatDate(member.joined_at, i18n.language),
          })}
        </Text>
      </Stack>
      {action && (
        <Button size="xs" variant="subtle" color="red" onClick={onAction}>
          {action === 'leave' ? t('members.leave') : t('members.remove')}
        </Button>
      )}
    </Group>
  );
}
