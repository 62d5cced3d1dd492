import { Anchor, Badge, Table, Text } from '@mantine/core';
import { PageSection } from '../../components/shell/page-section';
import { TableHead } from '../../components/table-head';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import type { AdminReferral, ReferralReason, ReferralReward } from '../../../shared/schemas/account';
import { useUserReferrals } from './api';
import { localPhone } from './format';
import { EmptyRow, ListState } from './list-state';

const rewardColor: Record<ReferralReward, string> = { earned: 'teal', not_earned: 'red', pending: 'gray' };

/** "Not earned: paid from the referrer's own number" — the outcome, with its reason when there is one. */
function useOutcome() {
  const { t } = useTranslation('admin');
  return (reward: ReferralReward, reason: ReferralReason | null) =>
    reason
      ? t('referrals.outcomeWithReason', {
          outcome: t(`referrals.outcome.${reward}`),
          reason: t(`referrals.reasons.${reason}`),
        })
      : t(`referrals.outcome.${reward}`);
}

function ReferralRow({ referral }: { referral: AdminReferral }) {
  const { t } = useTranslation('admin');
  const outcome = useOutcome();
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/superadmin/user-details/${encodeURIComponent(referral.user_id)}`}>
          {referral.full_name}
        </Anchor>
      </Table.Td>
      <Table.Td>{referral.account_status === 'active' ? t('referrals.active') : t('referrals.inactive')}</Table.Td>
      <Table.Td>
        <Badge
          color={rewardColor[referral.reward]}
          variant="light"
          style={{ textTransform: 'none', whiteSpace: 'normal', height: 'auto' }}
        >
          {outcome(referral.reward, referral.reason)}
        </Badge>
        {referral.redeemed && (
          <Text size="xs" c="dimmed">
            {t('referrals.redeemed')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{referral.funded_by ? localPhone(referral.funded_by) : '—'}</Table.Td>
    </Table.Tr>
  );
}

/**
 * The user's referrals on the user details page: who referred them, each friend they referred,
 * whether that earned a reward and, when not, why (so farming is visible to the superadmin).
 */
export function UserReferrals({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const query = useUserReferrals(userId);
  const outcome = useOutcome();
  const data = query.data;
  return (
    <PageSection id="user-referrals-title" title={t('referrals.title')} gap="xs">
      <ListState
        loading={query.isPending}
        error={query.isError}
        onRetry={() => void query.refetch()}
        errorText={t('referrals.loadFailed')}
      />
      {data?.referredBy && (
        <Text size="sm" data-testid="referred-by">
          {t('referrals.referredBy', {
            name: data.referredBy.full_name,
            outcome: outcome(data.referredBy.reward, data.referredBy.reason),
          })}
        </Text>
      )}
      {data && (
        <Table.ScrollContainer minWidth={520} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table striped>
            <TableHead
              columns={[t('referrals.name'), t('referrals.status'), t('referrals.reward'), t('referrals.fundedBy')]}
            />
            <Table.Tbody>
              {data.referrals.length === 0 ? (
                <EmptyRow columns={4}>{t('referrals.none')}</EmptyRow>
              ) : (
                data.referrals.map((r) => <ReferralRow key={r.user_id} referral={r} />)
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PageSection>
  );
}
