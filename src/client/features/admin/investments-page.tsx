import { useTranslation } from 'react-i18next';
import { kes } from './format';
import { StatCard } from './stat-card';
import { TotalsPage } from './totals-page';

/** /superadmin/investments: investors (users with savings) and what they have invested. */
export function InvestmentsPage() {
  const { t } = useTranslation('admin');
  return (
    <TotalsPage
      title={t('investments.title')}
      section={t('investments.investors')}
      hint={t('investments.investorsHint')}
      columns={2}
      cards={(d) => (
        <>
          <StatCard testId="total-investors" label={t('investments.totalInvestors')} value={d.totalInvestors.toLocaleString('en-KE')} />
          <StatCard testId="total-investments" label={t('investments.totalInvestments')} value={kes(d.totalSavings)} />
        </>
      )}
    />
  );
}
