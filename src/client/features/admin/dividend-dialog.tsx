import { Alert, Button, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useOneAtATimeMutation } from '../../lib/shell/use-one-at-a-time';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { formatDate, formatMoney } from '../../lib/format';
import type { DialogProps } from '../../components/form-modal';
import { declareDividendBody, type DividendPreviewResponse } from '../../../shared/schemas/shares';
import { AppModal } from '../../components/app-modal';
import { KesInput } from '../../components/forms/kes-input';
import { errorMessage } from '../../lib/api';
import { FormError } from '../../components/shell/form-error';
import { FormSubmit } from '../../components/shell/form-submit';
import { fieldValue, useSchemaForm } from '../../lib/forms/use-schema-form';
import { useIdempotencyKey } from '../../lib/use-idempotency-key';
import { retainedAfter, unlistedHolders } from './dividend-math';
import { sharesAdminApi, useRefreshConsole } from './shares-api';
import { FormStack } from '../../components/shell/form-stack';
import { formatCount } from '../../../shared/money';

/**
 * Declare dividend: the superadmin types an amount (at most the retained income), sees what it pays —
 * the share-days counted, the holders and what the largest of them get — and only then pays it.
 * Mounted when opened.
 */
export function DividendDialog({ retainedIncome, onClose, onDone }: DialogProps<{ retainedIncome: number }>) {
  const { t } = useTranslation('admin');
  const refresh = useRefreshConsole();
  const attempt = useIdempotencyKey();
  const [preview, setPreview] = useState<DividendPreviewResponse | null>(null);
  const { form, error, busy, onSubmit } = useSchemaForm({
    initialValues: { amount: fieldValue<number | string>('') },
    schema: declareDividendBody,
    body: (v) => ({ amount: v.amount === '' ? undefined : Number(v.amount) }),
    check: (v) => (Number(v.amount) > retainedIncome ? t('dividend.aboveRetained') : null),
    submit: (v) => sharesAdminApi.preview(Number(v.amount)),
    onSuccess: (result) => setPreview(result),
    failed: t('dividend.previewFailed'),
  });
  const declare = useOneAtATimeMutation({
    mutationFn: (amount: number) => attempt.send((headers) => sharesAdminApi.declareDividend(amount, headers)),
    onSuccess: async (result) => {
      await refresh();
      onDone(
        t('dividend.paid', {
          amount: formatMoney(result.dividend.amount),
          holders: formatCount(result.dividend.holders),
        }),
      );
    },
  });

  return (
    <AppModal opened onClose={onClose} title={t('dividend.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm" data-testid="dividend-retained">
          {t('dividend.retained', { amount: formatMoney(preview?.retainedIncome ?? retainedIncome) })}
        </Text>
        {preview === null ? (
          <FormStack onSubmit={onSubmit}>
            <Text size="sm" c="dimmed">
              {t('dividend.hint')}
            </Text>
            <KesInput label={t('dividend.amount')} required data-autofocus {...form.getInputProps('amount')} />
            <FormSubmit error={error} busy={busy}>
              {t('dividend.preview')}
            </FormSubmit>
          </FormStack>
        ) : (
          <DividendPreview preview={preview} />
        )}
        {preview !== null && (
          <>
            <FormError error={declare.isError ? errorMessage(declare.error, t('dividend.failed')) : null} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Button variant="default" disabled={declare.isPending} onClick={() => setPreview(null)}>
                {t('dividend.change')}
              </Button>
              <Button
                loading={declare.isPending}
                disabled={!preview.payable}
                onClick={() => declare.mutate(preview.amount)}
              >
                {t('dividend.confirm', { amount: formatMoney(preview.amount) })}
              </Button>
            </SimpleGrid>
          </>
        )}
      </Stack>
    </AppModal>
  );
}

/** What a dividend would pay: the period, the share-days, the holders, the largest payments and what is left. */
function DividendPreview({ preview }: { preview: DividendPreviewResponse }) {
  const { t, i18n } = useTranslation('admin');
  const date = (day: string) => formatDate(day, i18n.language);
  const more = unlistedHolders(preview.holders, preview.top.length);
  return (
    <Stack gap="xs" data-testid="dividend-preview">
      <Text size="sm" fw={700}>
        {t('dividend.summary', { amount: formatMoney(preview.amount), holders: formatCount(preview.holders) })}
      </Text>
      {preview.from && (
        <Text size="sm">
          {t('dividend.period', {
            from: date(preview.from),
            to: date(preview.date),
            shareDays: formatCount(preview.share_days),
          })}
        </Text>
      )}
      <Text size="sm">
        {t('dividend.left', { amount: formatMoney(retainedAfter(preview.retainedIncome, preview.amount)) })}
      </Text>
      {!preview.payable && (
        <Alert color="orange" role="alert" variant="light">
          {preview.amount > preview.retainedIncome ? t('dividend.aboveRetained') : t('dividend.noHolders')}
        </Alert>
      )}
      {preview.top.length > 0 && (
        <Table striped verticalSpacing="xs" horizontalSpacing="xs" fz="sm" captionSide="top">
          <Table.Caption>{t('dividend.each')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('table.name')}</Table.Th>
              <Table.Th ta="right">{t('holders.shares')}</Table.Th>
              <Table.Th ta="right">{t('dividend.shareDays')}</Table.Th>
              <Table.Th ta="right">{t('dividend.gets')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.top.map((h) => (
              <Table.Tr key={h.user_id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{h.full_name}</Table.Td>
                <Table.Td ta="right">{formatCount(h.shares)}</Table.Td>
                <Table.Td ta="right">{formatCount(h.share_days)}</Table.Td>
                <Table.Td ta="right">{formatMoney(h.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {more > 0 && (
        <Text size="sm" c="dimmed">
          {t('dividend.more', { holders: formatCount(more) })}
        </Text>
      )}
    </Stack>
  );
}
