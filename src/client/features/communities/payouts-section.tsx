import { lazy } from 'react';
import { Button, Group } from '@mantine/core';
import { useDialog } from '../../components/use-dialog';
import { PageSection } from '../../components/shell/page-section';
import { useTranslation } from '../../i18n/react';
import type { CommunityDetail, PayoutView } from '../../../shared/schemas/communities';
import { usePayouts } from './communities-api';
import type { Notify } from './community-page';
import { PayoutItem } from './payout-item';
import { ListStatus } from './list-status';
import { WhenOpened } from '../../components/shell/when-opened';

// The dialogs here (inputs, schemas, the modal) come with their first opening, not with the chama's page (decision 051).
const ProposePayoutModal = lazy(() =>
  import('./propose-payout-modal').then((m) => ({ default: m.ProposePayoutModal })),
);
const ShareOutModal = lazy(() => import('./share-out-modal').then((m) => ({ default: m.ShareOutModal })));

/** Pending requests first, then the newest: what needs a decision is on top. */
const order = (a: PayoutView, b: PayoutView) =>
  Number(b.status === 'pending') - Number(a.status === 'pending') || b.created_at.localeCompare(a.created_at);

/** Payout requests with who approved them; officials approve, reject and propose payouts and share-outs (maker-checker). */
export function PayoutsSection({
  community: c,
  official,
  onDone,
}: {
  community: CommunityDetail;
  official: boolean;
  onDone: Notify;
}) {
  const { t } = useTranslation('communities');
  const payouts = usePayouts(c.community_id);
  const dialog = useDialog<'payout' | 'shareOut'>(onDone);
  const list = [...(payouts.data?.payouts ?? [])].sort(order);

  return (
    <PageSection
      id="community-payouts"
      title={t('payouts.title')}
      action={
        official && (
          <Group gap="xs">
            <Button size="sm" variant="light" onClick={() => dialog.show('payout')}>
              {t('payouts.propose')}
            </Button>
            <Button size="sm" variant="default" onClick={() => dialog.show('shareOut')}>
              {t('shareOut.open')}
            </Button>
          </Group>
        )
      }
    >
      <ListStatus query={payouts} count={list.length} label={t('payouts.title')} empty={t('payouts.empty')} />
      {list.map((p) => (
        <PayoutItem key={p.payout_id} community={c} payout={p} official={official} onDone={onDone} />
      ))}
      <WhenOpened opened={dialog.open === 'payout'}>
        {dialog.open === 'payout' && <ProposePayoutModal community={c} {...dialog.props} />}
      </WhenOpened>
      <WhenOpened opened={dialog.open === 'shareOut'}>
        {dialog.open === 'shareOut' && <ShareOutModal communityId={c.community_id} {...dialog.props} />}
      </WhenOpened>
    </PageSection>
  );
}
