import { Stack, Text } from '@mantine/core';
import { PageTitle } from '../../components/shell/page-title';
import { useDialog } from '../../components/use-dialog';
import { Notice } from '../../components/shell/notice';
import { lazy, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { DividendsSection } from './dividends-section';
import { HoldingCard } from './holding-card';
import { useHolding, useRefreshHolding } from './shares-api';
import { TransfersSection } from './transfers-section';
import { LoadError } from '../../components/shell/load-error';
import { PageLoader } from '../../components/shell/load-error';
import { WhenOpened } from '../../components/shell/when-opened';

// The dialogs (inputs, schemas, the modal) come with their first opening, not with the screen (decision 051).
const BuySharesModal = lazy(() => import('./buy-shares-modal').then((m) => ({ default: m.BuySharesModal })));
const OfferSharesModal = lazy(() => import('./offer-shares-modal').then((m) => ({ default: m.OfferSharesModal })));

/**
 * /user/investments (see docs/product/shares.md): my Pamoja shares and their value, buying shares,
 * offering shares to another member, the offers I sent and received, and the dividends I received.
 */
export function SharesPage() {
  const { t } = useTranslation('shares');
  const holding = useHolding();
  const refresh = useRefreshHolding();
  const [notice, setNotice] = useState<string | null>(null);
  const dialog = useDialog<'buy' | 'offer'>((message) => {
    setNotice(message);
    void refresh();
  });

  return (
    <Stack gap="md">
      <PageTitle title={t('title')} />
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <Notice notice={notice} onClose={() => setNotice(null)} />
      {holding.isPending && <PageLoader />}
      {holding.isError && <LoadError text={t('loadError')} retry={t('retry')} onRetry={() => holding.refetch()} />}
      {holding.data && (
        <>
          <HoldingCard holding={holding.data} onBuy={() => dialog.show('buy')} onOffer={() => dialog.show('offer')} />
          <TransfersSection transfers={holding.data.transfers} onAnswered={setNotice} />
          <DividendsSection dividends={holding.data.dividends} total={holding.data.totalDividends} />
          <WhenOpened opened={dialog.open === 'buy'}>
            {dialog.open === 'buy' && (
              <BuySharesModal
                sharePrice={holding.data.sharePrice}
                maxBuyable={holding.data.maxBuyable}
                {...dialog.props}
              />
            )}
          </WhenOpened>
          <WhenOpened opened={dialog.open === 'offer'}>
            {dialog.open === 'offer' && <OfferSharesModal myShares={holding.data.shares} {...dialog.props} />}
          </WhenOpened>
        </>
      )}
    </Stack>
  );
}
