import { Button, Group } from '@mantine/core';
import { formatMoney } from '../../lib/format';
import { useDialog } from '../../components/use-dialog';
import { Notice } from '../../components/shell/notice';
import { IconCoins } from '@tabler/icons-react';
import { useState } from 'react';
import { PageSection, SectionHeading } from '../../components/shell/page-section';
import { useTranslation } from '../../i18n/react';
import { DividendDialog } from './dividend-dialog';
import { HoldersTable } from './holders-table';
import { StatCard } from './stat-card';
import { TotalsPage } from './totals-page';
import { formatCount } from '../../../shared/money';

/**
 * /superadmin/investments: the members who hold Pamoja shares, the share capital they paid, the
 * retained income, and declaring a dividend from it (see docs/product/shares.md).
 */
export function InvestmentsPage() {
  const { t } = useTranslation('admin');
  const [notice, setNotice] = useState<string | null>(null);
  const dialog = useDialog<'declare'>(setNotice);
  return (
    <TotalsPage
      title={t('investments.title')}
      columns={3}
      cards={(d) => (
        <>
          <StatCard
            testId="total-investors"
            label={t('investments.totalInvestors')}
            value={formatCount(d.totalInvestors)}
          />
          <StatCard
            testId="total-investments"
            label={t('investments.totalInvestments')}
            value={formatMoney(d.totalInvestments)}
          />
          <StatCard
            testId="retained-income"
            label={t('investments.retainedIncome')}
            value={formatMoney(d.retainedIncome)}
          />
        </>
      )}
    >
      {(d) => (
        <>
          <PageSection id="dividends-heading" title={t('dividend.heading')} hint={t('dividend.intro')} gap="xs">
            <Notice notice={notice} onClose={() => setNotice(null)} />
            <Group>
              <Button leftSection={<IconCoins size={18} />} onClick={() => dialog.show('declare')}>
                {t('dividend.open')}
              </Button>
            </Group>
          </PageSection>
          {dialog.open === 'declare' && <DividendDialog retainedIncome={d.retainedIncome} {...dialog.props} />}
          <SectionHeading title={t('investments.investors')} hint={t('investments.investorsHint')} />
          <HoldersTable kind="investors" empty={t('investments.empty')} label={t('investments.investors')} />
        </>
      )}
    </TotalsPage>
  );
}
