import { NativeSelect, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { CommunityDetail } from '../../../shared/schemas/communities';
import { settingsBody } from '../../../shared/schemas/community-guarantees';
import { type DialogProps, FormModal } from '../../components/form-modal';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { communitiesApi } from './communities-api';

export const MULTIPLES = ['1', '2', '3', '4', '5'];

/** The chairperson sets the loan multiple (1–5): a member borrows alone up to that many times their free savings. */
export function LoanMultipleModal({ community: c, onClose, onDone }: DialogProps<{ community: CommunityDetail }>) {
  const { t } = useTranslation('communities');
  const body = (v: { loanMultiple: string }) => ({ loanMultiple: Number(v.loanMultiple) });
  const state = useSchemaForm({
    initialValues: { loanMultiple: String(c.loanMultiple) },
    schema: settingsBody,
    body,
    submit: (v) => communitiesApi.setSettings(c.community_id, body(v)),
    onSuccess: () => onDone(t('settings.saved')),
    failed: t('settings.failed'),
  });
  return (
    <FormModal title={t('settings.title')} onClose={onClose} state={state} submit={t('settings.save')}>
      <Text size="sm">{t('settings.intro')}</Text>
      <NativeSelect
        label={t('settings.multiple')}
        data-autofocus
        data={MULTIPLES.map((n) => ({ value: n, label: t('settings.multipleOption', { count: Number(n) }) }))}
        {...state.form.getInputProps('loanMultiple')}
      />
    </FormModal>
  );
}
