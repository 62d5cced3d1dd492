import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useOneAtATimeMutation } from '../../lib/shell/use-one-at-a-time';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { ConfirmModal } from '../../components/form-modal';
import { formatDate, formatMoney } from '../../lib/format';
import { mayApprove } from '../../../shared/payout-approval';
import type { CommunityDetail, PayoutStatus, PayoutView } from '../../../shared/schemas/communities';
import { DANGER } from '../../components/danger-color';
import { RefuseButton } from '../../components/refuse-button';
import { errorMessage } from '../../lib/api';
import { useIdempotencyKey } from '../../lib/use-idempotency-key';
import { communitiesApi } from './communities-api';
import { currentUserId } from '../../lib/session';
import type { Notify } from './community-page';
import { memberNames } from './member-names';

// Filled with dark shades: white text stays at AA contrast in both themes (light badges do not).
const STATUS_COLOURS: Record<PayoutStatus, string> = {
  pending: 'blue.9',
  paid: 'teal.9',
  rejected: 'red.8',
  expired: 'gray.7',
};

/** What an approval did: paid out, waiting for more approvals, or approved but the pool is short now. */
function approvedKey(p: PayoutView): string {
  if (p.status === 'paid') return 'payouts.approvedPaid';
  return p.approvals.length >= p.required ? 'payouts.approvedPoolShort' : 'payouts.approvedWaiting';
}

/**
 * One payout request: what, to whom, why, who proposed and approved; Approve for the officials other
 * than its proposer and recipient (who are told why not), Reject for every official.
 */
export function PayoutItem({
  community: c,
  payout: p,
  official,
  onDone,
}: {
  community: CommunityDetail;
  payout: PayoutView;
  official: boolean;
  onDone: Notify;
}) {
  const { t, i18n } = useTranslation('communities');
  const me = currentUserId();
  const name = memberNames(c, t('payouts.unknownMember'));
  const attempt = useIdempotencyKey();
  const [confirmReject, setConfirmReject] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const decide = useOneAtATimeMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      attempt.send((headers) => communitiesApi.decidePayout(c.community_id, p.payout_id, decision, headers)),
    onSuccess: (res, decision) => {
      setError(null);
      setConfirmReject(false);
      onDone(t(decision === 'reject' ? 'payouts.rejected' : approvedKey(res.payout)));
    },
    onError: (err) => setError(errorMessage(err, t('payouts.decideFailed'))),
  });
  const pending = p.status === 'pending';
  // As the server decides (decision 057): nobody approves money paid to themselves, nor their own proposal.
  const notMine = p.recipient_user_id === me ? 'payouts.paysYou' : p.proposed_by === me ? 'payouts.yourProposal' : null;
  const canApprove = official && pending && !notMine && mayApprove(p, me);
  const canReject = official && pending;

  return (
    <Card
      withBorder
      radius="lg"
      p="md"
      component="article"
      aria-label={`${t(`payouts.kinds.${p.kind}`)} ${formatMoney(p.amount)}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t(`payouts.kinds.${p.kind}`)}
              {p.cycle !== null ? ` · ${t('payouts.cycle', { number: p.cycle })}` : ''}
              {p.months !== null ? ` · ${t('payouts.months', { count: p.months })}` : ''}
            </Text>
            <Text fw={700} fz="lg">
              {formatMoney(p.amount)}
            </Text>
          </Stack>
          <Badge color={STATUS_COLOURS[p.status]} variant="filled" style={{ flexShrink: 0 }}>
            {t(`payouts.statuses.${p.status}`)}
          </Badge>
        </Group>
        <Text size="sm" fw={600}>
          {p.recipient_user_id ? t('payouts.to', { name: name(p.recipient_user_id) }) : t('payouts.everyone')}
        </Text>
        {p.kind === 'payout' && p.reason && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {p.reason}
          </Text>
        )}
        {p.proposed_by && (
          <Text size="xs" c="dimmed">
            {t('payouts.proposedBy', { name: name(p.proposed_by) })}
          </Text>
        )}
        <Text size="sm">
          {t('payouts.approvals', { count: p.approvals.length, required: p.required })}
          {p.approvals.length > 0 && ` · ${t('payouts.approvedBy', { names: p.approvals.map(name).join(', ') })}`}
        </Text>
        {p.rejected_by && (
          <Text size="sm" c="var(--mantine-color-red-text)">
            {t('payouts.rejectedBy', { name: name(p.rejected_by) })}
          </Text>
        )}
        {pending && (
          <Text size="xs" c="dimmed">
            {t('payouts.expires', { date: formatDate(p.expires_at, i18n.language) })}
          </Text>
        )}
        {official && pending && notMine && (
          <Text size="xs" c="dimmed">
            {t(notMine)}
          </Text>
        )}
        {error && !confirmReject && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {(canApprove || canReject) && (
          <Group grow gap="sm" mt={4}>
            {canApprove && (
              <Button
                loading={decide.isPending && decide.variables === 'approve'}
                disabled={decide.isPending}
                onClick={() => decide.mutate('approve')}
              >
                {t('payouts.approve')}
              </Button>
            )}
            {canReject && (
              <RefuseButton disabled={decide.isPending} onClick={() => setConfirmReject(true)}>
                {t('payouts.reject')}
              </RefuseButton>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmModal
        title={t('payouts.rejectConfirm')}
        opened={confirmReject}
        onClose={() => setConfirmReject(false)}
        error={error}
        busy={decide.isPending}
        onConfirm={() => decide.mutate('reject')}
        confirm={t('payouts.reject')}
        confirmProps={{ color: DANGER }}
      >
        <Text size="sm">{t('payouts.rejectBody')}</Text>
      </ConfirmModal>
    </Card>
  );
}
