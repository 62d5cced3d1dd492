import { Group, NumberInput, Paper } from '@mantine/core';
import { SectionHeading } from '../../components/shell/page-section';
import { useTranslation } from '../../i18n/react';
import { shareSettingsBody } from '../../../shared/schemas/shares';
import { KesInput } from '../../components/forms/kes-input';
import { FormSubmit } from '../../components/shell/form-submit';
import { fieldValue, useSchemaForm } from '../../lib/forms/use-schema-form';
import { sharesAdminApi, useRefreshConsole } from './shares-api';
import { FormStack } from '../../components/shell/form-stack';

const number = (v: number | string) => (v === '' ? undefined : Number(v));

/** The superadmin sets how many shares Pamoja offers and their price (a new price applies to later purchases). */
export function ShareSettingsForm({
  totalShares,
  sharePrice,
  boughtShares,
}: {
  totalShares: number;
  sharePrice: number;
  boughtShares: number;
}) {
  const { t } = useTranslation('admin');
  const refresh = useRefreshConsole();
  const { form, error, notice, busy, onSubmit } = useSchemaForm({
    initialValues: {
      totalShares: fieldValue<number | string>(totalShares),
      sharePrice: fieldValue<number | string>(sharePrice),
    },
    schema: shareSettingsBody,
    body: (v) => ({ totalShares: number(v.totalShares), sharePrice: number(v.sharePrice) }),
    check: (v) => (Number(v.totalShares) < boughtShares ? t('shareSettings.belowSold') : null),
    submit: (v) =>
      sharesAdminApi.saveSettings({ totalShares: Number(v.totalShares), sharePrice: Number(v.sharePrice) }),
    successNotice: t('shareSettings.saved'),
    onSuccess: () => refresh(),
    failed: t('shareSettings.failed'),
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="share-settings">
      <FormStack onSubmit={onSubmit}>
        <SectionHeading id="share-settings" title={t('shareSettings.title')} hint={t('shareSettings.hint')} />
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <NumberInput
            label={t('shareSettings.totalShares')}
            required
            min={0}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            inputMode="numeric"
            hideControls
            miw={200}
            {...form.getInputProps('totalShares')}
          />
          <KesInput label={t('shareSettings.sharePrice')} required miw={200} {...form.getInputProps('sharePrice')} />
        </Group>
        <FormSubmit error={error} notice={notice} busy={busy} style={{ alignSelf: 'flex-start' }}>
          {t('shareSettings.save')}
        </FormSubmit>
      </FormStack>
    </Paper>
  );
}
