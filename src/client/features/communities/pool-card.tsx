import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import type { CommunityDetail } from '../../../shared/schemas/communities';

/** The pool (what the community holds) and its income (loan interest and fines received). */
export function PoolCard({ community: c }: { community: CommunityDetail }) {
  const { t } = useTranslation('communities');
  return (
    <Card radius="lg" p="lg" bg="var(--mantine-color-pamoja-8)" c="white">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Stack gap={0}>
          <Text size="sm" opacity={0.9}>
            {t('community.pool')}
          </Text>
          <Text fz={24} fw={700} data-testid="pool-balance">
            {formatMoney(c.poolBalance)}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text size="sm" opacity={0.9}>
            {t('community.income')}
          </Text>
          <Text fz={18} fw={700} data-testid="pool-income">
            {formatMoney(c.income)}
          </Text>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
