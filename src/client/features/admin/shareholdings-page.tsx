import { useTranslation } from 'react-i18next';
import type { Totals } from '../../../shared/schemas/admin';
import { kes } from './format';
import { StatCard } from './stat-card';
import { TotalsPage } from './totals-page';

/** The average holding in KES, floored to the cent. */
const averageShare = (d: Totals) => (d.shareholders > 0 ? Math.floor((d.totalGoalShares * 100) / d.shareholders) / 100 : 0);

/**
 * /superadmin/shareholdings. Pamoja's shares are goal shares: Total Shares is the money held in
 * them, Bought Shares the members holding one, Share Price the average holding.
 */
export function ShareholdingsPage() {
  const { t } = useTranslation('admin');
  return (
    <TotalsPage
      title={t('shareholdings.title')}
      section={t('shareholdings.shareholders')}
      hint={t('shareholdings.hint')}
      columns={3}
      cards={(d) => (
        <>
          <StatCard testId="total-shares" label={t('shareholdings.totalShares')} value={kes(d.totalGoalShares)} />
          <StatCard testId="bought-shares" label={t('shareholdings.boughtShares')} value={d.shareholders.toLocaleString('en-KE')} />
          <StatCard testId="share-price" label={t('shareholdings.sharePrice')} value={kes(averageShare(d))} />
        </>
      )}
    />
  );
}
