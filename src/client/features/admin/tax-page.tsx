import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { nairobiDay } from '../../../shared/nairobi-time';
import { ConfirmModal } from '../../components/form-modal';
import { FormError } from '../../components/shell/form-error';
import { PageLoader } from '../../components/shell/load-error';
import { ScreenTitle } from '../../components/shell/page-title';
import { errorMessage } from '../../lib/api';
import { fetchFile, saveFile } from '../../lib/download';
import { formatMoney } from '../../lib/format';
import { useRemitTax, useTaxReport } from './tax-api';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Card withBorder>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz="lg" fw={700} data-testid={testId}>
        {formatMoney(value)}
      </Text>
    </Card>
  );
}

/**
 * /superadmin/tax: a Nairobi month's withholding tax (docs/product/tax.md) — interest and dividends
 * gross and withheld, remitted and due — its per-payee CSV, and Remit (with a KRA reference, confirmed).
 */
export function TaxPage() {
  const { t } = useTranslation('admin');
  const [month, setMonth] = useState(() => nairobiDay(new Date()).slice(0, 7));
  const [reference, setReference] = useState('');
  const [opened, { open, close }] = useDisclosure(false);
  const valid = MONTH.test(month);
  const report = useTaxReport(month, valid);
  const remit = useRemitTax();
  const download = useMutation({
    mutationFn: async () =>
      saveFile(
        await fetchFile(`/superadmin/tax?${new URLSearchParams({ month, format: 'csv' }).toString()}`),
        `pamoja-withholding-tax-${month}.csv`,
      ),
    onError: (err) => notifications.show({ color: 'red', message: errorMessage(err, t('tax.downloadFailed')) }),
  });
  const r = valid ? report.data : undefined;
  const confirm = () => {
    close();
    remit.mutate({ month, reference: reference.trim() }, { onSuccess: () => setReference('') });
  };
  return (
    <Stack gap="lg" maw={820}>
      <ScreenTitle>{t('tax.title')}</ScreenTitle>
      <Text size="sm">{t('tax.intro')}</Text>
      <Group align="flex-end">
        <TextInput
          type="month"
          label={t('tax.month')}
          value={month}
          onChange={(e) => {
            setMonth(e.currentTarget.value);
            remit.reset();
          }}
          error={valid ? null : t('tax.badMonth')}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={download.isPending}
          disabled={!valid}
          onClick={() => download.mutate()}
        >
          {t('tax.csv')}
        </Button>
      </Group>
      {valid && report.isPending && <PageLoader />}
      <FormError error={valid && report.isError ? errorMessage(report.error, t('tax.fetchFailed')) : null} />
      {r && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          <Figure label={t('tax.interestGross')} value={r.interest.gross} testId="interest-gross" />
          <Figure label={t('tax.interestWithheld')} value={r.interest.withheld} testId="interest-withheld" />
          <Figure label={t('tax.dividendsGross')} value={r.dividends.gross} testId="dividends-gross" />
          <Figure label={t('tax.dividendsWithheld')} value={r.dividends.withheld} testId="dividends-withheld" />
          <Figure label={t('tax.withheld')} value={r.withheld} testId="withheld" />
          <Figure label={t('tax.remitted')} value={r.remitted} testId="remitted" />
          <Figure label={t('tax.due')} value={r.due} testId="due" />
        </SimpleGrid>
      )}
      {remit.data && (
        <Alert color="teal" role="status">
          {remit.data.message}
        </Alert>
      )}
      <FormError error={remit.isError ? errorMessage(remit.error, t('tax.remitFailed')) : null} />
      {r && (
        <Group align="flex-end">
          <TextInput
            label={t('tax.reference')}
            description={t('tax.referenceHint')}
            value={reference}
            maxLength={64}
            onChange={(e) => setReference(e.currentTarget.value)}
          />
          <Button onClick={open} disabled={r.due <= 0 || reference.trim() === '' || remit.isPending}>
            {t('tax.remit')}
          </Button>
        </Group>
      )}
      <ConfirmModal
        opened={opened}
        onClose={close}
        title={t('tax.confirmTitle')}
        error={null}
        busy={false}
        onConfirm={confirm}
        confirm={t('common:confirm')}
      >
        <Text size="sm">
          {t('tax.confirm', { amount: formatMoney(r?.due ?? 0), month, reference: reference.trim() })}
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
