import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { CommunityTerms } from '../../../shared/schemas/community-invitations';
import { formatMoney } from '../../lib/format';

/** The terms an invitation commits the member to, shown before Accept: consent to a money group is consent to its terms. */
export function InvitationTerms({ terms }: { terms: CommunityTerms }) {
  const { t } = useTranslation('communities');
  const k = (key: string) => `invitations.terms.${key}`;
  const lines = [
    t(k('contribution'), {
      amount: formatMoney(terms.contributionAmount),
      frequency: t(`frequency.${terms.frequency}`),
    }),
    terms.lateFine > 0 ? t(k('fine'), { amount: formatMoney(terms.lateFine) }) : t(k('noFine')),
    t(k('approvals'), { count: terms.approvalsRequired }),
    t(k('interest'), { percent: terms.loanInterestMonthly }),
    terms.rotation ? t(k('rotationOn')) : t(k('rotationOff')),
    t(k('members'), { count: terms.memberCount }),
  ];
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t(k('termsTitle'))}
      </Text>
      <List size="sm" spacing={2}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed">
        {t(k('consent'))}
      </Text>
    </Stack>
  );
}
