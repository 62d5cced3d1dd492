import { ActionIcon, Card, Group, Skeleton, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';

export interface StatCardProps {
  label: string;
  /** Undefined while the figures load: a placeholder of the figure's size shows instead. */
  value: string | undefined;
  /** Week-over-week change in percent; undefined hides the line, null means nothing to compare. */
  growth?: number | null;
  /** Where the arrow leads (the spec's arrow to the users list). */
  to?: string;
  testId?: string;
}

// Growth figures at AA contrast on the card in both themes (teal/red 8 are not, light or dark).
const GROWTH_UP = 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-4))';
const GROWTH_DOWN = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';

/** A dashboard figure with its label, optional growth since last week and an arrow link. */
export function StatCard({ label, value, growth, to, testId }: StatCardProps) {
  const { t } = useTranslation('admin');
  const loading = value === undefined;
  const up = (growth ?? 0) >= 0;
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          <Skeleton visible={loading} mt={4}>
            <Text fz="xl" fw={700} data-testid={testId ? `${testId}-value` : undefined}>
              {value ?? '0'}
            </Text>
          </Skeleton>
        </div>
        {to && (
          <ActionIcon component={Link} to={to} variant="light" aria-label={`${label}: ${t('dashboard.toUsers')}`}>
            <IconArrowRight size={16} />
          </ActionIcon>
        )}
      </Group>
      {growth !== undefined && (
        <Skeleton visible={loading} mt="xs">
          <Group gap={4}>
            {growth === null ? (
              <Text size="xs" c="dimmed">
                {t('dashboard.noGrowth')}
              </Text>
            ) : (
              <>
                {up ? (
                  <IconArrowUpRight size={14} color="var(--mantine-color-teal-8)" />
                ) : (
                  <IconArrowDownRight size={14} color="var(--mantine-color-red-8)" />
                )}
                <Text size="xs" fw={600} c={up ? GROWTH_UP : GROWTH_DOWN}>
                  {`${growth.toFixed(2)}%`}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('dashboard.sinceLastWeek')}
                </Text>
              </>
            )}
          </Group>
        </Skeleton>
      )}
    </Card>
  );
}
