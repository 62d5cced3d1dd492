import { Alert, Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconButton } from '../../components/shell/icon-button';
import { Notice } from '../../components/shell/notice';
import { BackLink, ErrorWithBack } from '../../components/shell/page-title';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useParams } from 'react-router';
import { remainingAmount } from '../../../shared/goal-progress';
import type { GoalDetail } from '../../../shared/schemas/goals';
import { ContributeModal } from './contribute-modal';
import { DeleteGoalModal } from './delete-goal-modal';
import { EditGoalModal } from './edit-goal-modal';
import { formatDate } from '../../lib/format';
import { GoalImage } from './goal-image';
import { GoalOverview } from './goal-overview';
import { currentUserId } from '../../lib/session';
import { useGoal, useRefreshGoals } from './goals-api';
import { MembersModal } from './members-modal';
import { WithdrawModal } from './withdraw-modal';

type Open = 'delete' | 'edit' | 'contribute' | 'withdraw' | 'members' | null;

/** /user/goal/{goalId}: the goal, its buttons and modals (see docs/product/goals.md). */
export function GoalPage() {
  const { t } = useTranslation('goals');
  const goalId = useParams().goalId ?? '';
  const query = useGoal(goalId);
  const back = <BackLink to="/user/savings" label={t('goal.back')} />;
  if (!currentUserId()) return <Alert color="red">{t('goal.notAuthenticated')}</Alert>;
  if (query.isPending) return <Loader mx="auto" display="block" mt="xl" aria-label={t('goal.progress')} />;
  if (query.isError || !query.data) return <ErrorWithBack back={back} error={t('goal.notFound')} />;
  return <GoalView goal={query.data.goal} back={back} />;
}

function GoalView({ goal, back }: { goal: GoalDetail; back: React.ReactNode }) {
  const { t, i18n } = useTranslation('goals');
  const refresh = useRefreshGoals();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const isAdmin = goal.goalRole === 'admin';
  const incomplete = remainingAmount(goal.saved_amount, goal.target_amount) > 0;
  const close = () => setOpen(null);
  const show = (which: Open) => {
    setNotice(null);
    setOpen(which);
  };
  const done = (message: string) => {
    setOpen(null);
    setNotice(message);
    void refresh(goal.goal_id);
  };

  return (
    <Stack gap="md">
      {back}
      <GoalImage path={goal.image_path} alt={goal.title} height={180} />
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {goal.title}
          </Title>
          <Text size="xs" c="dimmed">
            {t('goal.deadline', {
              date: formatDate(goal.end_date, i18n.language),
            })}{' '}
            · {t('goal.membersCount', { count: goal.memberCount })}
          </Text>
        </Stack>
        {isAdmin && (
          <Group gap={4} wrap="nowrap">
            {incomplete && (
              <IconButton variant="light" icon={IconPencil} onClick={() => show('edit')} label={t('goal.edit')} />
            )}
            <IconButton
              variant="light"
              color="red"
              icon={IconTrash}
              onClick={() => show('delete')}
              label={t('goal.delete')}
            />
          </Group>
        )}
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{goal.description}</Text>
      <Notice notice={notice} onClose={() => setNotice(null)} />
      <GoalOverview goal={goal} />
      {incomplete && (
        // Contribute stays on screen above the bottom navigation (56 px and its border) however long
        // the page: sticky within the whole page's column (docs/decisions/041-tap-targets.md).
        <Box pos="sticky" style={{ bottom: 'calc(65px + env(safe-area-inset-bottom))', zIndex: 2 }}>
          <Button size="md" fullWidth onClick={() => show('contribute')}>
            {t('goal.contribute')}
          </Button>
        </Box>
      )}
      <Group grow gap="sm">
        <Button variant="default" px="xs" onClick={() => show('members')}>
          {t('goal.showMembers')}
        </Button>
        {isAdmin && goal.saved_amount > 0 && (
          <Button variant="light" px="xs" onClick={() => show('withdraw')}>
            {t('goal.withdraw')}
          </Button>
        )}
      </Group>
      <ContributeModal goal={goal} opened={open === 'contribute'} onClose={close} onDone={done} />
      {isAdmin && <WithdrawModal goal={goal} opened={open === 'withdraw'} onClose={close} onDone={done} />}
      {isAdmin && <EditGoalModal goal={goal} opened={open === 'edit'} onClose={close} onDone={done} />}
      {isAdmin && <DeleteGoalModal goalId={goal.goal_id} opened={open === 'delete'} onClose={close} />}
      <MembersModal goal={goal} opened={open === 'members'} onClose={close} />
    </Stack>
  );
}
