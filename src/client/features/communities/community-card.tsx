import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../lib/format';
import type { CommunitySummary } from '../../../shared/schemas/communities';
import { DuesText } from './dues-text';
import { RoleBadge } from './role-badge';

/** One of my communities: name, my role, the pool, the next due date and what I owe; opens the community. */
export function CommunityCard({ community: c }: { community: CommunitySummary }) {
  const { t, i18n } = useTranslation('communities');
  return (
    <Card withBorder radius="lg" p="md" component={Link} to={`/user/community/${c.community_id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {c.name}
          </Text>
          <RoleBadge role={c.role} />
        </Group>
        <Text size="xs" c="dimmed">
          {t('list.members', { count: c.memberCount })}
        </Text>
        <SimpleGrid cols={3} spacing="xs">
          <Stat label={t('list.pool')} value={formatMoney(c.poolBalance)} />
          <Stat label={t('list.nextDue')} value={formatDate(c.nextDueDate, i18n.language)} />
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('list.myDues')}
            </Text>
            <DuesText dues={c.myDues} parts={c.myDuesParts} size="sm" />
          </Stack>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}
