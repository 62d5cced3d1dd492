import { SimpleGrid, TextInput } from '@mantine/core';
import { RequestError } from '../../components/shell/form-error';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadButtons } from '../../components/download-buttons';
import { PageSection } from '../../components/shell/page-section';
import { useTranslation } from '../../i18n/react';
import { saveFile } from '../../lib/download';
import { walletApi } from './wallet-api';
import { addDays, nairobiDay } from '../../../shared/nairobi-time';

/**
 * Download statement (docs/product/statements.md): a period (the last 30 days unless changed) and
 * the file, PDF or CSV; the server checks the period and its refusal is shown as it says it.
 */
export function StatementDownload() {
  const { t } = useTranslation('wallet');
  // Days are Nairobi's, as the server counts them, whatever the device's time zone.
  const today = nairobiDay(new Date());
  const [from, setFrom] = useState(addDays(today, -29));
  const [to, setTo] = useState(today);
  const download = useMutation({
    mutationFn: async (format: 'pdf' | 'csv') =>
      saveFile(await walletApi.statement(format, from, to), `pamoja-statement-${from}-to-${to}.${format}`),
  });
  return (
    <PageSection id="statement-download" title={t('statement.title')} framed>
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          type="date"
          label={t('statement.from')}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput type="date" label={t('statement.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
      </SimpleGrid>
      {/* One button a row on a phone, as the chama's statement has them: "Pakua PDF" was cut to "Pakua PDI" side by side at 360 px. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {downloadButtons({
          formats: ['pdf', 'csv'],
          download,
          disabled: !from || !to,
          label: (format) => t(`statement.${format}`),
        })}
      </SimpleGrid>
      <RequestError request={download} failed={t('statement.failed')} />
    </PageSection>
  );
}
