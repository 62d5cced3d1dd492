import { Alert, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { ScreenTitle } from '../../components/shell/page-title';
import { FormError } from '../../components/shell/form-error';
import { ConfirmModal } from '../../components/form-modal';
import { useDisclosure } from '@mantine/hooks';
import { formatDateTime } from '../../lib/format';
import { PageLoader } from '../../components/shell/load-error';
import { useTranslation } from '../../i18n/react';
import { useLastInterestUpdate, useUpdateInterests } from './api';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole 24-hour periods since the last update (see docs/product/interest.md), or null when never updated. */
export function daysSince(lastUpdate: string | null, now: number): number | null {
  if (!lastUpdate) return null;
  return Math.max(0, Math.floor((now - Date.parse(lastUpdate)) / DAY_MS));
}

/** /superadmin/interests: last update, days since, and the guarded Update Interests button. */
export function InterestsPage() {
  const { t, i18n } = useTranslation('admin');
  const last = useLastInterestUpdate();
  const update = useUpdateInterests();
  const [opened, { open, close }] = useDisclosure(false);
  const lastUpdate = last.data?.lastUpdate ?? null;
  // counted at the moment the date was fetched (refetched after every update)
  const days = daysSince(lastUpdate, last.dataUpdatedAt);
  const tooSoon = days !== null && days < 1;
  const confirm = () => {
    close();
    update.mutate();
  };
  return (
    <Stack gap="lg" maw={720}>
      <ScreenTitle>{t('interests.title')}</ScreenTitle>
      {last.isPending && <PageLoader />}
      <FormError error={last.isError ? t('interests.fetchFailed') : null} />
      {last.isSuccess && (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Card withBorder>
            <Text size="sm" c="dimmed" fw={600}>
              {t('interests.lastUpdate')}
            </Text>
            <Text fz="lg" fw={700} data-testid="last-update">
              {lastUpdate ? formatDateTime(lastUpdate, i18n.language) : t('interests.never')}
            </Text>
          </Card>
          <Card withBorder>
            <Text size="sm" c="dimmed" fw={600}>
              {t('interests.daysSince')}
            </Text>
            <Text fz="lg" fw={700} data-testid="days-since">
              {days === null ? '—' : days}
            </Text>
          </Card>
        </SimpleGrid>
      )}
      {update.data && (
        <Alert color="teal" role="status">
          {update.data.message}
        </Alert>
      )}
      <FormError error={update.isError ? t('interests.updateFailed') : null} />
      {tooSoon && !update.isSuccess && (
        <Text size="sm" c="dimmed">
          {t('interests.tooSoon')}
        </Text>
      )}
      <Group>
        <Button onClick={open} disabled={!last.isSuccess || tooSoon || update.isPending}>
          {update.isPending ? t('interests.updating') : t('interests.update')}
        </Button>
      </Group>
      <ConfirmModal
        opened={opened}
        onClose={close}
        title={t('interests.confirmTitle')}
        error={null}
        busy={false}
        onConfirm={confirm}
        confirm={t('common:confirm')}
      >
        <Text size="sm">{t('interests.confirm')}</Text>
      </ConfirmModal>
    </Stack>
  );
}
