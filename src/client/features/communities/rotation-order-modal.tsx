import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { IconButton } from '../../components/shell/icon-button';
import { useOneAtATimeMutation } from '../../lib/shell/use-one-at-a-time';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { DialogProps } from '../../components/form-modal';
import { AppModal } from '../../components/app-modal';
import type { CommunityDetail } from '../../../shared/schemas/communities';
import { errorMessage } from '../../lib/api';
import { FormError } from '../../components/shell/form-error';
import { communitiesApi } from './communities-api';
import { memberNames } from './member-names';

/** The order with `index` swapped with its neighbour `by` places away (−1 up, +1 down). */
export function move(order: readonly string[], index: number, by: -1 | 1): string[] {
  const next = [...order];
  const other = index + by;
  const a = next[index];
  const b = next[other];
  if (a === undefined || b === undefined) return next;
  next[index] = b;
  next[other] = a;
  return next;
}

/** The chairperson sets the rotation order by moving members up and down; every member is named once. */
export function RotationOrderModal({
  community: c,
  order: initial,
  onClose,
  onDone,
}: DialogProps<{
  community: CommunityDetail;
  order: readonly string[];
}>) {
  const { t } = useTranslation('communities');
  const name = memberNames(c, t('payouts.unknownMember'));
  // Members who joined after the last order was set go to the end.
  const [order, setOrder] = useState(() => [
    ...initial.filter((id) => c.members.some((m) => m.user_id === id)),
    ...c.members.map((m) => m.user_id).filter((id) => !initial.includes(id)),
  ]);
  const save = useOneAtATimeMutation({
    mutationFn: () => communitiesApi.setRotation(c.community_id, { order }),
    onSuccess: () => onDone(t('rotation.saved')),
  });

  return (
    <AppModal opened onClose={onClose} title={t('rotation.edit')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('rotation.intro')}
        </Text>
        <Stack component="ol" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {order.map((userId, i) => (
            <Group component="li" key={userId} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {i + 1}. {name(userId)}
              </Text>
              <Group gap={4} wrap="nowrap">
                <IconButton
                  variant="default"
                  icon={IconArrowUp}
                  iconSize={18}
                  disabled={i === 0}
                  label={t('rotation.up', { name: name(userId) })}
                  onClick={() => setOrder(move(order, i, -1))}
                />
                <IconButton
                  variant="default"
                  icon={IconArrowDown}
                  iconSize={18}
                  disabled={i === order.length - 1}
                  label={t('rotation.down', { name: name(userId) })}
                  onClick={() => setOrder(move(order, i, 1))}
                />
              </Group>
            </Group>
          ))}
        </Stack>
        <FormError error={save.isError ? errorMessage(save.error, t('rotation.failed')) : null} />
        <Button loading={save.isPending} onClick={() => save.mutate()}>
          {t('rotation.save')}
        </Button>
      </Stack>
    </AppModal>
  );
}
