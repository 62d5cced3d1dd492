import { NativeSelect, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import { type CommunityDetail, payoutBody } from '../../../shared/schemas/communities';
import { type DialogProps, FormModal } from '../../components/form-modal';
import { fieldValue, useSchemaForm } from '../../lib/forms/use-schema-form';
import { useIdempotencyKey } from '../../lib/use-idempotency-key';
import { communitiesApi } from './communities-api';
import { localiseCommunityMessage } from './community-messages';
import { KesInput } from '../../components/kes-input';

/** Propose Payout (officials): amount, recipient member and reason; other officials then approve it. */
export function ProposePayoutModal({ community: c, onClose, onDone }: DialogProps<{ community: CommunityDetail }>) {
  const { t } = useTranslation('communities');
  const attempt = useIdempotencyKey();
  const body = (v: { amount: number | string; recipientUserId: string; reason: string }) => ({
    amount: v.amount === '' ? Number.NaN : Number(v.amount),
    recipientUserId: v.recipientUserId,
    reason: v.reason,
  });
  const state = useSchemaForm({
    initialValues: {
      amount: fieldValue<number | string>(''),
      recipientUserId: c.members[0]?.user_id ?? '',
      reason: '',
    },
    schema: payoutBody,
    body,
    translate: (message) => localiseCommunityMessage(t, message),
    submit: (v) => attempt.send((headers) => communitiesApi.proposePayout(c.community_id, body(v), headers)),
    onSuccess: () => onDone(t('payouts.proposed')),
    failed: t('payouts.proposeFailed'),
  });
  const { form } = state;

  return (
    <FormModal title={t('payouts.formTitle')} onClose={onClose} state={state} submit={t('payouts.submit')}>
      <Text size="sm" c="dimmed">
        {t('payouts.poolHint', { amount: formatMoney(c.poolBalance) })}
      </Text>
      <NativeSelect
        label={t('payouts.recipient')}
        data={c.members.map((m) => ({ value: m.user_id, label: m.full_name }))}
        required
        {...form.getInputProps('recipientUserId')}
      />
      <KesInput label={t('payouts.amount')} required data-autofocus {...form.getInputProps('amount')} />
      <Textarea
        label={t('payouts.reason')}
        placeholder={t('payouts.reasonPlaceholder')}
        autosize
        minRows={2}
        maxLength={500}
        required
        {...form.getInputProps('reason')}
      />
    </FormModal>
  );
}
