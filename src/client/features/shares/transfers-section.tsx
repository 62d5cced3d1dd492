import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDialog } from '../../components/use-dialog';
import { useOneAtATimeMutation } from '../../lib/shell/use-one-at-a-time';
import { lazy, useState } from 'react';
import { PageSection } from '../../components/shell/page-section';
import { useTranslation } from '../../i18n/react';
import { formatDateTime, formatMoney } from '../../lib/format';
import type { ShareTransferView } from '../../../shared/schemas/shares';
import { RefuseButton } from '../../components/refuse-button';
import { errorMessage } from '../../lib/api';
import { useIdempotencyKey } from '../../lib/use-idempotency-key';
import { FormError } from '../../components/shell/form-error';
import { sharesApi, type TransferAnswer, useRefreshHolding } from './shares-api';
import { WhenOpened } from '../../components/shell/when-opened';

/** The accept dialog (its inputs and schema) comes with its first opening (decision 051). */
const AcceptOfferModal = lazy(() => import('./accept-offer-modal').then((m) => ({ default: m.AcceptOfferModal })));

const STATUS_COLOR = { pending: 'blue', accepted: 'teal', declined: 'gray', cancelled: 'gray' } as const;

/**
 * Transfer offers I sent and received, newest first: a received offer waiting for me has Accept (which
 * first shows what I will pay) and Decline; one I sent and that still waits has Cancel Offer.
 */
export function TransfersSection({
  transfers,
  onAnswered,
}: {
  transfers: ShareTransferView[];
  onAnswered: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('shares');
  const refresh = useRefreshHolding();
  const attempt = useIdempotencyKey();
  const [error, setError] = useState<string | null>(null);
  const accepting = useDialog<ShareTransferView>(onAnswered);
  const answer = useOneAtATimeMutation({
    mutationFn: ({ transfer, answer }: { transfer: ShareTransferView; answer: TransferAnswer }) =>
      attempt.send((headers) => sharesApi.answer(transfer.id, answer, headers)),
    onSuccess: async (_res, { answer }) => {
      setError(null);
      await refresh();
      onAnswered(t(answer === 'cancel' ? 'transfers.cancelled' : 'transfers.declined'));
    },
    onError: (err) => setError(errorMessage(err, t('transfers.failed'))),
  });
  const kes = (amount: number) => formatMoney(amount);
  const describe = (tr: ShareTransferView) =>
    tr.direction === 'received'
      ? t('transfers.received', {
          name: tr.from_name,
          shares: t('shares', { count: tr.shares }),
          amount: kes(tr.total_price),
        })
      : t('transfers.sent', {
          name: tr.to_name,
          shares: t('shares', { count: tr.shares }),
          amount: kes(tr.total_price),
        });

  return (
    <PageSection id="share-transfers" title={t('transfers.title')}>
      <FormError error={error} />
      {transfers.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('transfers.empty')}
        </Text>
      )}
      {transfers.map((tr) => {
        const busy = answer.isPending && answer.variables?.transfer.id === tr.id;
        const waiting = tr.status === 'pending';
        const refuse = (how: 'decline' | 'cancel') => (
          <RefuseButton
            loading={busy}
            disabled={answer.isPending}
            onClick={() => answer.mutate({ transfer: tr, answer: how })}
          >
            {t(`transfers.${how}`)}
          </RefuseButton>
        );
        return (
          <Card key={tr.id} withBorder radius="lg" p="md" component="article" aria-label={describe(tr)}>
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {describe(tr)}
                </Text>
                <Badge variant="light" color={STATUS_COLOR[tr.status]} style={{ flexShrink: 0 }}>
                  {t(`transfers.status.${tr.status}`)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {formatDateTime(tr.decided_at ?? tr.created_at, i18n.language)}
              </Text>
              {waiting && tr.direction === 'received' && (
                <Group grow gap="sm">
                  <Button disabled={answer.isPending} onClick={() => accepting.show(tr)}>
                    {t('transfers.accept')}
                  </Button>
                  {refuse('decline')}
                </Group>
              )}
              {waiting && tr.direction === 'sent' && refuse('cancel')}
            </Stack>
          </Card>
        );
      })}
      <WhenOpened opened={accepting.open !== null}>
        {accepting.open && <AcceptOfferModal transfer={accepting.open} {...accepting.props} />}
      </WhenOpened>
    </PageSection>
  );
}
