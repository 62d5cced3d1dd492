import {} from '@mantine/core';
import { formatMoney } from '../../lib/format';
import { SectionHeading } from '../../components/shell/page-section';
import { useTranslation } from '../../i18n/react';
import { HoldersTable } from './holders-table';
import { ShareSettingsForm } from './share-settings-form';
import { StatCard } from './stat-card';
import { TotalsPage } from './totals-page';
import { formatCount } from '../../../shared/money';

/**
 * /superadmin/shareholdings: the shares Pamoja offers, those bought and the price of one (counts of
 * shares, not money), the form that sets them, and the shareholders (see docs/product/shares.md).
 */
export function ShareholdingsPage() {
  const { t } = useTranslation('admin');
  return (
    <TotalsPage
      title={t('shareholdings.title')}
      columns={3}
      cards={(d) => (
        <>
          <StatCard testId="total-shares" label={t('shareholdings.totalShares')} value={formatCount(d.totalShares)} />
          <StatCard
            testId="bought-shares"
            label={t('shareholdings.boughtShares')}
            value={formatCount(d.boughtShares)}
          />
          <StatCard testId="share-price" label={t('shareholdings.sharePrice')} value={formatMoney(d.sharePrice)} />
        </>
      )}
    >
      {(d) => (
        <>
          <ShareSettingsForm totalShares={d.totalShares} sharePrice={d.sharePrice} boughtShares={d.boughtShares} />
          <SectionHeading title={t('shareholdings.shareholders')} hint={t('shareholdings.hint')} />
          <HoldersTable kind="shareholdings" empty={t('shareholdings.empty')} label={t('shareholdings.shareholders')} />
        </>
      )}
    </TotalsPage>
  );
}
