import { lazy } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useDialog } from '../../components/use-dialog';
import { PageSection } from '../../components/shell/page-section';
import { useTranslation } from '../../i18n/react';
import { formatDate, formatMoney } from '../../lib/format';
import type { CommunityDetail, CommunityMember } from '../../../shared/schemas/communities';
import type { Notify } from './community-page';
import { memberStanding } from './cycle-status';
import { DuesPartsText } from './dues-text';
import { WhenOpened } from '../../components/shell/when-opened';

// The dialogs here (inputs, schemas, the modal) come with their first opening, not with the chama's page (decision 051).
const ContributeModal = lazy(() => import('./contribute-modal').then((m) => ({ default: m.ContributeModal })));

/** My dues: the one figure to pay by this cycle's due date with its parts, or how far I paid ahead; Pay opens the contribution form. */
export function MyDuesCard({
  community: c,
  member,
  onDone,
}: {
  community: CommunityDetail;
  member: CommunityMember;
  onDone: Notify;
}) {
  const { t, i18n } = useTranslation('communities');
  const dialog = useDialog<'pay'>(onDone);
  const mine = memberStanding(member);
  const due = formatDate(c.currentCycle.dueDate, i18n.language);

  return (
    <PageSection id="community-my-dues" title={t('dues.title')} gap="xs" framed>
      <Group justify="space-between" wrap="nowrap">
        <Text
          size="sm"
          fw={mine.toPay > 0 ? 700 : undefined}
          c={mine.arrears > 0 ? 'var(--mantine-color-red-text)' : undefined}
          data-testid="my-dues"
        >
          {mine.toPay > 0 ? t('dues.total', { amount: formatMoney(mine.toPay), date: due }) : t('dues.paidUp')}
        </Text>
        <Button onClick={() => dialog.show('pay')} style={{ flexShrink: 0 }}>
          {t('dues.pay')}
        </Button>
      </Group>
      <DuesPartsText parts={member.duesParts} size="sm" />
      {mine.ahead > 0 && (
        <Text size="sm" c="dimmed">
          {t('dues.ahead', { amount: formatMoney(mine.ahead) })}
        </Text>
      )}
      <WhenOpened opened={dialog.open === 'pay'}>
        {dialog.open === 'pay' && (
          <ContributeModal
            communityId={c.community_id}
            suggested={mine.toPay > 0 ? mine.toPay : c.contributionAmount}
            opened
            {...dialog.props}
          />
        )}
      </WhenOpened>
    </PageSection>
  );
}
