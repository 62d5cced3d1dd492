import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { formatMoney } from '../../lib/format';
import type { CommunityDetail } from '../../../shared/schemas/communities';

/** The pool (what the community holds) and its income (loan interest and fines received). */
export function PoolCard({ community: c }: { community: CommunityDetail }) {
  const { t } = useTranslation('communities');
  return (
    <Card radius="lg" p="lg" bg="var(--mantine-color-pamoja-8)" c="white">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Figure label={t('community.pool')} amount={c.poolBalance} fz={24} testId="pool-balance" />
        <Figure label={t('community.income')} amount={c.income} fz={18} testId="pool-income" />
      </SimpleGrid>
    </Card>
  );
}

/** One amount of the card, under its label, at font size `fz`. */
function Figure({ label, amount, fz, testId }: { label: string; amount: number; fz: number; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" opacity={0.9}>
        {label}
      </Text>
      <Text fz={fz} fw={700} data-testid={testId}>
        {formatMoney(amount)}
      </Text>
    </Stack>
  );
}
