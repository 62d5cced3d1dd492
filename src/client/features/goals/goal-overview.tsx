import { Alert, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { progressBarValue, progressPercent, remainingAmount, timeRemaining } from '../../../shared/goal-progress';
import { formatMoney } from '../../lib/format';
import type { GoalDetail } from '../../../shared/schemas/goals';

/** Progress (percent to 2 decimals, bar capped at 100), Target, Saved, Remaining, Time Remaining. */
export function GoalOverview({ goal }: { goal: GoalDetail }) {
  const { t } = useTranslation('goals');
  const percent = progressPercent(goal.saved_amount, goal.target_amount);
  const remaining = remainingAmount(goal.saved_amount, goal.target_amount);
  const time = timeRemaining(goal.end_date, new Date());
  const stats = [
    { label: t('goal.target'), value: formatMoney(goal.target_amount) },
    { label: t('goal.saved'), value: formatMoney(goal.saved_amount) },
    { label: t('goal.remaining'), value: formatMoney(remaining) },
    {
      label: t('goal.timeRemaining'),
      value: time.expired ? t('goal.expired') : t(`goal.${time.unit}`, { count: time.count }),
    },
  ];
  return (
    <Stack gap="sm">
      <Paper withBorder radius="lg" p="md">
        <Stack gap={8}>
          <Group justify="space-between">
            <Text size="sm" fw={500} id="goal-progress-label">
              {t('goal.progress')}
            </Text>
            <Text size="sm" fw={700} data-testid="goal-percent">
              {percent}%
            </Text>
          </Group>
          <Progress
            value={progressBarValue(goal.saved_amount, goal.target_amount)}
            size="lg"
            radius="xl"
            aria-label={t('goal.progress')}
          />
          <Text size="sm" c="dimmed" data-testid="goal-progress-of">
            {t('savings.progressOf', {
              saved: formatMoney(goal.saved_amount),
              target: formatMoney(goal.target_amount),
              percent,
            })}
          </Text>
        </Stack>
      </Paper>
      <SimpleGrid cols={2} spacing="sm">
        {stats.map((s) => (
          <Paper key={s.label} withBorder radius="lg" p="sm">
            <Text size="xs" c="dimmed">
              {s.label}
            </Text>
            <Text fw={700} size="md" data-testid={`goal-${s.label}`}>
              {s.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {remaining <= 0 && (
        <Alert color="teal" radius="lg" icon={<IconTrophy size={20} />} title={t('goal.completed')}>
          {t('goal.completedHint')}
        </Alert>
      )}
    </Stack>
  );
}
