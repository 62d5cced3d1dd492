import { Alert, Avatar, Badge, Button, Divider, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatKes } from '../../../shared/money';
import type { GoalDetail, GoalMember } from '../../../shared/schemas/goals';
import { api, errorMessage } from '../../lib/api';
import { ConfirmLeaveModal } from './confirm-leave-modal';
import { orderMembers } from '../../../shared/goal-progress';
import { currentUserId, useRefreshGoals } from './goals-api';
import { formatDate } from './format-date';
import { useUploadImage } from '../../lib/use-upload-image';

/** Goal Members: the list, Leave (self) or Remove (admin), and adding a member by user ID. */
export function MembersModal({ goal, opened, onClose }: { goal: GoalDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('goals');
  const navigate = useNavigate();
  const refresh = useRefreshGoals();
  const me = currentUserId();
  const isAdmin = goal.goalRole === 'admin';
  const [memberId, setMemberId] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{
    userId: string;
    name: string;
    self: boolean;
  } | null>(null);
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => {
    setNotice(null);
    setAddError(null);
    onClose();
  };

  const add = useMutation({
    mutationFn: (userId: string) =>
      api<{ message: string }>('POST', `/api/goals/${goal.goal_id}/members`, {
        userId,
      }),
  });
  const remove = useMutation({
    mutationFn: (userId: string) => api<{ message: string }>('DELETE', `/api/goals/${goal.goal_id}/members/${encodeURIComponent(userId)}`),
  });

  const submitAdd = (e: FormEvent) => {
    e.preventDefault();
    if (!memberId.trim()) return setAddError(t('members.idRequired'));
    setAddError(null);
    setNotice(null);
    add.mutate(memberId.trim(), {
      onSuccess: async () => {
        setMemberId('');
        await refresh(goal.goal_id);
        setNotice(t('members.added'));
      },
      onError: (err) => setAddError(errorMessage(err, t('members.addFailed'))),
    });
  };

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
      <Modal opened={opened} onClose={close} title={t('members.title')} centered closeButtonProps={{ 'aria-label': t('close') }}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('goal.membersCount', { count: goal.memberCount })}
          </Text>
          {notice && (
            <Alert color="teal" role="status">
              {notice}
            </Alert>
          )}
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
              <form onSubmit={submitAdd} noValidate>
                <Stack gap="xs">
                  <TextInput
                    label={t('members.memberId')}
                    placeholder={t('members.memberIdPlaceholder')}
                    value={memberId}
                    onChange={(e) => setMemberId(e.currentTarget.value)}
                    autoCapitalize="characters"
                    autoComplete="off"
                  />
                  {addError && (
                    <Alert color="red" role="alert">
                      {addError}
                    </Alert>
                  )}
                  <Button type="submit" variant="light" loading={add.isPending}>
                    {t('members.add')}
                  </Button>
                </Stack>
              </form>
            </>
          )}
        </Stack>
      </Modal>
      <ConfirmLeaveModal target={confirm} pending={remove.isPending} error={leaveError} onCancel={() => setConfirm(null)} onConfirm={confirmLeave} />
    </>
  );
}

function MemberRow({ member, you, action, onAction }: { member: GoalMember; you: boolean; action: 'leave' | 'remove' | null; onAction: () => void }) {
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
            amount: formatKes(member.contribution),
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
