import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { IconButton } from '../../components/shell/icon-button';
import { useTranslation } from '../../i18n/react';
import { Link, useLocation, useNavigate } from 'react-router';
import { monthsRemaining, progressBarValue, progressPercent } from '../../../shared/goal-progress';
import { formatMoney } from '../../lib/format';
import type { GoalSummary } from '../../../shared/schemas/goals';
import { GoalImage } from './goal-image';
import { useGoals } from './goals-api';
import { LoadError } from '../../components/shell/load-error';

/** /user/savings: allocated funds, active goals and a card per goal (see docs/product/goals.md). */
export function SavingsPage() {
  const { t } = useTranslation('goals');
  const navigate = useNavigate();
  const flash = (useLocation().state as { flash?: string } | null)?.flash;
  const goals = useGoals();
  const toAdd = () => void navigate('/user/add-goal');

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          {t('savings.title')}
        </Title>
        <IconButton size="xl" radius="xl" icon={IconPlus} iconSize={24} onClick={toAdd} label={t('savings.addGoal')} />
      </Group>
      {flash && (
        <Alert color="teal" role="status" withCloseButton={false}>
          {flash}
        </Alert>
      )}
      {/* Named by what it shows (the total, the goal count, the hint), so a screen reader hears the amount too. */}
      <UnstyledButton onClick={toAdd}>
        <Card radius="lg" p="lg" bg="var(--mantine-color-pamoja-8)" c="white">
          <Text size="sm" opacity={0.9}>
            {t('savings.allocated')}
          </Text>
          <Text fz={28} fw={700} data-testid="allocated-funds">
            {goals.data ? formatMoney(goals.data.allocatedFunds) : '—'}
          </Text>
          <Group justify="space-between" mt="xs">
            <Text size="sm">
              {t('savings.activeGoals', {
                count: goals.data?.goals.length ?? 0,
              })}
            </Text>
            <Text size="xs" opacity={0.85}>
              {t('savings.summaryHint')}
            </Text>
          </Group>
        </Card>
      </UnstyledButton>
      <Title order={2} size="h4">
        {t('savings.goals')}
      </Title>
      {goals.isPending && <Loader mx="auto" aria-label={t('savings.goals')} />}
      {goals.isError && (
        <LoadError text={t('savings.loadError')} retry={t('savings.retry')} onRetry={() => goals.refetch()} />
      )}
      {goals.data && goals.data.goals.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {t('savings.empty')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {goals.data?.goals.map((g) => (
          <GoalCard key={g.goal_id} goal={g} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function GoalCard({ goal }: { goal: GoalSummary }) {
  const { t } = useTranslation('goals');
  const percent = progressPercent(goal.saved_amount, goal.target_amount);
  return (
    <Card withBorder radius="lg" p="sm" component="article" aria-label={goal.title}>
      <Card.Section>
        <GoalImage path={goal.image_path} alt={goal.title} height={120} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text fw={600} lineClamp={1}>
          {goal.title}
        </Text>
        <Progress
          value={progressBarValue(goal.saved_amount, goal.target_amount)}
          size="md"
          radius="xl"
          aria-label={t('savings.progressLabel', { percent })}
        />
        <Text size="sm">
          {t('savings.target')}: <b>{formatMoney(goal.target_amount)}</b>
        </Text>
        <Text size="sm" data-testid="goal-progress-of">
          {t('savings.progressOf', {
            saved: formatMoney(goal.saved_amount),
            target: formatMoney(goal.target_amount),
            percent,
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('savings.monthsRemaining', {
            count: monthsRemaining(goal.end_date, new Date()),
          })}
        </Text>
        <Button component={Link} to={`/user/goal/${goal.goal_id}`} variant="light" fullWidth mt={4}>
          {t('savings.viewGoal')}
        </Button>
      </Stack>
    </Card>
  );
}
