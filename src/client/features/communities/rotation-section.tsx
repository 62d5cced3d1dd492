import { lazy } from 'react';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { RequestError } from '../../components/shell/form-error';
import { useDialog } from '../../components/use-dialog';
import { useOneAtATimeMutation } from '../../lib/shell/use-one-at-a-time';
import { PageSection } from '../../components/shell/page-section';
import { useTranslation } from '../../i18n/react';
import type { CommunityDetail, RotationChange } from '../../../shared/schemas/communities';
import { communitiesApi, useRotation } from './communities-api';
import { formatDate } from '../../lib/format';
import type { Notify } from './community-page';
import { memberNames } from './member-names';
import { WhenOpened } from '../../components/shell/when-opened';

// The dialogs here (inputs, schemas, the modal) come with their first opening, not with the chama's page (decision 051).
const RotationOrderModal = lazy(() =>
  import('./rotation-order-modal').then((m) => ({ default: m.RotationOrderModal })),
);

/** Each kind of change to the order, in the log's words: a member who joined did not set the order. */
const LOG_TEXT: Record<RotationChange, string> = {
  set: 'rotation.logSet',
  draw: 'rotation.logDraw',
  joined: 'rotation.logJoined',
  left: 'rotation.logLeft',
};

/**
 * The merry-go-round: the order, every change of it (append-only, with a draw's seed so anyone can
 * re-run the draw), and for the chairperson setting the order by hand or by a draw.
 */
export function RotationSection({
  community: c,
  chairperson,
  onDone,
}: {
  community: CommunityDetail;
  chairperson: boolean;
  onDone: Notify;
}) {
  const { t, i18n } = useTranslation('communities');
  const rotation = useRotation(c.community_id, true);
  const dialog = useDialog<'edit'>(onDone);
  const name = memberNames(c, t('payouts.unknownMember'));
  const draw = useOneAtATimeMutation({
    mutationFn: () => communitiesApi.setRotation(c.community_id, { draw: true }),
    onSuccess: () => onDone(t('rotation.drawn')),
  });
  const order =
    rotation.data?.order ??
    c.members
      .filter((m) => m.rotation_position !== null)
      .sort((a, b) => (a.rotation_position ?? 0) - (b.rotation_position ?? 0))
      .map((m) => m.user_id);

  return (
    <PageSection id="community-rotation" title={t('rotation.title')} framed>
      {order.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('rotation.none')}
        </Text>
      ) : (
        <Stack component="ol" gap={2} m={0} pl="lg">
          {order.map((userId) => (
            <Text component="li" size="sm" key={userId}>
              {name(userId)}
            </Text>
          ))}
        </Stack>
      )}
      {chairperson && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button variant="light" onClick={() => dialog.show('edit')}>
            {t('rotation.edit')}
          </Button>
          <Button variant="default" loading={draw.isPending} onClick={() => draw.mutate()}>
            {t('rotation.draw')}
          </Button>
        </SimpleGrid>
      )}
      <RequestError request={draw} failed={t('rotation.failed')} />
      {(rotation.data?.log.length ?? 0) > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('rotation.log')}
          </Text>
          {[...(rotation.data?.log ?? [])].reverse().map((entry) => (
            <Stack key={entry.created_at} gap={0}>
              <Text size="xs">
                {t(LOG_TEXT[entry.change], {
                  date: formatDate(entry.created_at, i18n.language),
                  name: name(entry.set_by),
                })}
                {': '}
                {entry.order.map(name).join(' → ')}
              </Text>
              {entry.seed && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} title={t('rotation.seedHint')}>
                  {t('rotation.seed', { seed: entry.seed })}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      <WhenOpened opened={dialog.open === 'edit'}>
        {dialog.open === 'edit' && (
          <RotationOrderModal
            community={c}
            order={order.length > 0 ? order : c.members.map((m) => m.user_id)}
            {...dialog.props}
          />
        )}
      </WhenOpened>
    </PageSection>
  );
}
