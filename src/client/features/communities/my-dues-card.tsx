import { Button, Group, Text } from '@mantine/core';
import { useDialog } from '../../components/use-dialog';
import { PageSection } from '../../components/page-section';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import type { CommunityDetail, CommunityMember } from '../../../shared/schemas/communities';
import type { Notify } from './community-page';
import { ContributeModal } from './contribute-modal';
import { memberStanding } from './cycle-status';

/** My dues: arrears, what this cycle still needs, or how far I paid ahead; Pay opens the contribution form. */
export function MyDuesCard({
  community: c,
  member,
  today,
  onDone,
}: {
  community: CommunityDetail;
  member: CommunityMember;
  today: string;
  onDone: Notify;
}) {
  const { t } = useTranslation('communities');
  const dialog = useDialog<'pay'>(onDone);
  const mine = memberStanding(c, member, today);
  const kes = (amount: number) => formatMoney(amount);

  return (
    <PageSection id="community-my-dues" title={t('dues.title')} gap="xs" framed>
      {mine.arrears > 0 && (
        <Text size="sm" fw={700} c="var(--mantine-color-red-text)">
          {t('dues.owe', { amount: kes(mine.arrears) })}
        </Text>
      )}
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" data-testid="my-dues">
          {mine.toPay > 0 ? t('dues.thisCycle', { amount: kes(mine.toPay) }) : t('dues.paidUp')}
        </Text>
        <Button onClick={() => dialog.show('pay')} style={{ flexShrink: 0 }}>
          {t('dues.pay')}
        </Button>
      </Group>
      {mine.ahead > 0 && (
        <Text size="sm" c="dimmed">
          {t('dues.ahead', { amount: kes(mine.ahead) })}
        </Text>
      )}
      {dialog.open === 'pay' && (
        <ContributeModal
          communityId={c.community_id}
          suggested={mine.toPay > 0 ? mine.toPay : c.contributionAmount}
          opened
          {...dialog.props}
        />
      )}
    </PageSection>
  );
}
