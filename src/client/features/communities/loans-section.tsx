import { lazy } from 'react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDialog } from '../../components/use-dialog';
import { PageSection } from '../../components/shell/page-section';
import { useTranslation } from '../../i18n/react';
import { formatDate, formatMoney } from '../../lib/format';
import type { CommunityDetail, CommunityLoanView } from '../../../shared/schemas/communities';
import { useCommunityLoans, usePayouts } from './communities-api';
import { currentUserId } from '../../lib/session';
import type { Notify } from './community-page';
import { memberNames } from './member-names';
import { ListStatus } from './list-status';
import { WhenOpened } from '../../components/shell/when-opened';

// The dialogs here (inputs, schemas, the modal) come with their first opening, not with the chama's page (decision 051).
const BorrowModal = lazy(() => import('./borrow-modal').then((m) => ({ default: m.BorrowModal })));
const RepayModal = lazy(() => import('./repay-modal').then((m) => ({ default: m.RepayModal })));

/** Table banking: every member's loans from the pool (all members see them), Borrow and Repay. */
export function LoansSection({ community: c, onDone }: { community: CommunityDetail; onDone: Notify }) {
  const { t, i18n } = useTranslation('communities');
  const me = currentUserId();
  const loans = useCommunityLoans(c.community_id);
  const payouts = usePayouts(c.community_id);
  const dialog = useDialog<'borrow' | CommunityLoanView>(onDone);
  const name = memberNames(c, t('payouts.unknownMember'));
  const list = loans.data?.loans ?? [];
  const myActive = list.some((l) => l.user_id === me && l.status === 'active');
  const myPending = (payouts.data?.payouts ?? []).some(
    (p) => p.kind === 'loan' && p.status === 'pending' && p.recipient_user_id === me,
  );

  return (
    <PageSection
      id="community-loans"
      title={t('loans.title')}
      action={
        loans.data &&
        !myActive &&
        !myPending && (
          <Button size="sm" variant="light" onClick={() => dialog.show('borrow')}>
            {t('loans.borrow')}
          </Button>
        )
      }
    >
      {myPending && (
        <Text size="sm" c="dimmed">
          {t('loans.pending')}
        </Text>
      )}
      <ListStatus query={loans} count={list.length} label={t('loans.title')} empty={t('loans.empty')} />
      {list.map((l) => (
        <Card
          key={l.loan_id}
          withBorder
          radius="lg"
          p="md"
          component="article"
          aria-label={`${name(l.user_id)} ${formatMoney(l.principal)}`}
        >
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {l.user_id === me ? t('members.you') : name(l.user_id)}
              </Text>
              <Badge color={l.status === 'active' ? 'blue.9' : 'teal.9'} variant="filled" style={{ flexShrink: 0 }}>
                {t(`loans.statuses.${l.status}`)}
              </Badge>
            </Group>
            <Text size="sm">
              {t('loans.summary', {
                principal: formatMoney(l.principal),
                total: formatMoney(l.total),
                date: formatDate(l.due_date, i18n.language),
              })}
            </Text>
            {l.status === 'active' && (
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={700} data-testid={l.user_id === me ? 'my-loan-outstanding' : undefined}>
                  {t('loans.outstanding', { amount: formatMoney(l.outstanding) })}
                </Text>
                {l.user_id === me && (
                  <Button size="sm" onClick={() => dialog.show(l)}>
                    {t('loans.repay')}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </Card>
      ))}
      <WhenOpened opened={dialog.open === 'borrow'}>
        {dialog.open === 'borrow' && <BorrowModal community={c} {...dialog.props} />}
      </WhenOpened>
      <WhenOpened opened={dialog.open !== null && dialog.open !== 'borrow'}>
        {dialog.open !== null && dialog.open !== 'borrow' && (
          <RepayModal communityId={c.community_id} loan={dialog.open} {...dialog.props} />
        )}
      </WhenOpened>
    </PageSection>
  );
}
