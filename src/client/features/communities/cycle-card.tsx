import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { PageSection } from '../../components/shell/page-section';
import { useTranslation } from '../../i18n/react';
import { formatDate, formatMoney } from '../../lib/format';
import type { CommunityDetail } from '../../../shared/schemas/communities';
import { type CycleStanding, memberStanding } from './cycle-status';
import { PreviousCycle } from './previous-cycle';

// Filled with dark shades: white text stays at AA contrast in both themes (light badges do not).
const COLOURS: Record<CycleStanding, string> = { paid: 'teal.9', due: 'gray.7', late: 'red.8' };

/** This cycle: due date, collected against expected, the next recipient, the cycle before it, and where each member stands. */
export function CycleCard({ community: c }: { community: CommunityDetail }) {
  const { t, i18n } = useTranslation('communities');
  const cycle = c.currentCycle;
  const recipient = cycle.recipientUserId ? c.members.find((m) => m.user_id === cycle.recipientUserId) : undefined;
  const percent = cycle.expected > 0 ? Math.min(100, (cycle.collected / cycle.expected) * 100) : 0;
  const standings = c.members.map((m) => ({ member: m, ...memberStanding(m) }));

  return (
    <PageSection
      id="community-cycle"
      title={t('cycle.title', { number: cycle.number })}
      action={
        <Text size="sm" c="dimmed">
          {t('cycle.due', { date: formatDate(cycle.dueDate, i18n.language) })}
        </Text>
      }
      framed
    >
      <Progress
        value={percent}
        size="lg"
        radius="xl"
        aria-label={t('cycle.progress', {
          collected: formatMoney(cycle.collected),
          expected: formatMoney(cycle.expected),
        })}
      />
      <Group justify="space-between">
        <Text size="sm">
          {t('cycle.collected')}: <b data-testid="cycle-collected">{formatMoney(cycle.collected)}</b>
        </Text>
        <Text size="sm">
          {t('cycle.expected')}: <b>{formatMoney(cycle.expected)}</b>
        </Text>
      </Group>
      {recipient && (
        <Text size="sm">
          {t('cycle.recipient')}: <b>{recipient.full_name}</b>
        </Text>
      )}
      {cycle.paidOut > 0 && (
        <Text size="sm">
          {t('cycle.paidOut')}: <b>{formatMoney(cycle.paidOut)}</b>
        </Text>
      )}
      <PreviousCycle community={c} />
      <Stack
        gap={6}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('cycle.title', { number: cycle.number })}
      >
        {standings.map(({ member, standing }) => (
          <Group key={member.user_id} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {member.full_name}
            </Text>
            <Badge color={COLOURS[standing]} variant="filled" style={{ flexShrink: 0 }}>
              {t(standing === 'due' ? 'cycle.notYet' : `cycle.${standing}`)}
            </Badge>
          </Group>
        ))}
      </Stack>
    </PageSection>
  );
}
