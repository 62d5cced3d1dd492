import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { formatMoney } from '../../lib/format';
import type { HoldingResponse } from '../../../shared/schemas/shares';

/** My shares, their value at today's price, and the Buy and Offer actions. */
export function HoldingCard({
  holding,
  onBuy,
  onOffer,
}: {
  holding: HoldingResponse;
  onBuy: () => void;
  onOffer: () => void;
}) {
  const { t } = useTranslation('shares');
  const kes = (amount: number) => formatMoney(amount);
  const offered = holding.sharePrice > 0 && holding.unsoldShares + holding.shares > 0;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="my-shares">
      <Stack gap="sm">
        <Text id="my-shares" size="sm" c="dimmed" fw={600}>
          {t('holding.title')}
        </Text>
        <Text fz={28} fw={800} lh={1.1} data-testid="my-shares">
          {t('shares', { count: holding.shares })}
        </Text>
        <SimpleGrid cols={2} spacing="xs">
          <div>
            <Text size="xs" c="dimmed">
              {t('holding.value')}
            </Text>
            <Text fw={700} data-testid="my-shares-value">
              {kes(holding.value)}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('holding.price')}
            </Text>
            <Text fw={700} data-testid="share-price">
              {holding.sharePrice > 0 ? kes(holding.sharePrice) : '—'}
            </Text>
          </div>
        </SimpleGrid>
        {!offered && (
          <Text size="sm" c="dimmed">
            {t('holding.noOffer')}
          </Text>
        )}
        {offered && holding.maxBuyable === 0 && (
          <Text size="sm" c="dimmed">
            {holding.unsoldShares === 0 ? t('holding.soldOut') : t('holding.atCap')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button leftSection={<IconShoppingCart size={18} />} disabled={holding.maxBuyable < 1} onClick={onBuy}>
            {t('buy.open')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconArrowsExchange size={18} />}
            disabled={holding.shares < 1}
            onClick={onOffer}
          >
            {t('offer.open')}
          </Button>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
