import { Group, Paper, Stack, Text } from '@mantine/core';
import { PageSection } from '../../components/shell/page-section';
import { useTranslation } from '../../i18n/react';
import { formatDate, formatMoney } from '../../lib/format';
import type { DividendReceived } from '../../../shared/schemas/shares';

/** The dividends I received, newest first, with their total: what reached the wallet, each with its gross and tax. */
export function DividendsSection({ dividends, total }: { dividends: DividendReceived[]; total: number }) {
  const { t, i18n } = useTranslation('shares');
  const kes = (amount: number) => formatMoney(amount);
  return (
    <PageSection id="share-dividends" title={t('dividends.title')}>
      {dividends.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('dividends.empty')}
        </Text>
      ) : (
        <Paper withBorder radius="lg" p="md">
          <Text size="sm" fw={700} mb="xs" data-testid="dividends-total">
            {t('dividends.total', { amount: kes(total) })}
          </Text>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {dividends.map((d) => (
              <Group key={d.dividend_id} component="li" justify="space-between" wrap="nowrap" align="flex-start">
                <Text size="sm">{formatDate(d.date, i18n.language)}</Text>
                <Stack gap={0} align="flex-end">
                  <Text size="sm" fw={600}>
                    {kes(d.net)}
                  </Text>
                  {d.tax > 0 && (
                    <Text c="dimmed" size="xs">
                      {t('dividends.taxWithheld', { gross: kes(d.amount), tax: kes(d.tax) })}
                    </Text>
                  )}
                </Stack>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
    </PageSection>
  );
}
