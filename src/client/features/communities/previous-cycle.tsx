import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { formatDate, formatMoney } from '../../lib/format';
import type { CommunityDetail } from '../../../shared/schemas/communities';

/**
 * The cycle before this one: while the close job has not closed it yet, that its close is pending
 * (its fines and pot request come shortly); with rotation on, what was expected, paid, paid out to
 * its recipient and still owed to them (late payments towards it go to them as a top-up request).
 */
export function PreviousCycle({ community: c }: { community: CommunityDetail }) {
  const { t, i18n } = useTranslation('communities');
  const cycle = c.previousCycle;
  if (!cycle || (!cycle.closing && !c.rotation)) return null;
  const recipient = c.members.find((m) => m.user_id === cycle.recipientUserId);
  const row = (label: string, amount: number, testId?: string) => (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {formatMoney(amount)}
      </Text>
    </Group>
  );
  return (
    <Stack gap={4} data-testid="previous-cycle">
      <Text size="sm" fw={700}>
        {t('cycle.previous', { number: cycle.number, date: formatDate(cycle.dueDate, i18n.language) })}
      </Text>
      {cycle.closing && (
        <Text size="sm" c="dimmed">
          {t('cycle.closing', { number: cycle.number })}
        </Text>
      )}
      {c.rotation && (
        <>
          {row(t('cycle.expected'), cycle.expected)}
          {row(t('cycle.collected'), cycle.collected)}
          {row(t('cycle.paidOut'), cycle.paidOut, 'previous-paid-out')}
          {recipient && row(t('cycle.owed', { name: recipient.full_name }), cycle.owed, 'previous-owed')}
        </>
      )}
    </Stack>
  );
}
