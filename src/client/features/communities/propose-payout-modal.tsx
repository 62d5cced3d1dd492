import { NativeSelect, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { formatMoney } from '../../lib/format';
import { type CommunityDetail, payoutBody } from '../../../shared/schemas/communities';
import { type DialogProps, FormModal } from '../../components/form-modal';
import { fieldValue } from '../../lib/forms/use-schema-form';
import { communitiesApi } from './communities-api';
import { useCommunityMoneyForm } from './use-community-money-form';
import { GrowingTextarea } from '../../components/growing-textarea';
import { KesInput } from '../../components/forms/kes-input';

/** Propose Payout (officials): amount, recipient member and reason; other officials then approve it. */
export function ProposePayoutModal({ community: c, onClose, onDone }: DialogProps<{ community: CommunityDetail }>) {
  const { t } = useTranslation('communities');
  const body = (v: { amount: number | string; recipientUserId: string; reason: string }) => ({
    amount: v.amount === '' ? Number.NaN : Number(v.amount),
    recipientUserId: v.recipientUserId,
    reason: v.reason,
  });
  const state = useCommunityMoneyForm({
    initialValues: {
      amount: fieldValue<number | string>(''),
      recipientUserId: c.members[0]?.user_id ?? '',
      reason: '',
    },
    schema: payoutBody,
    body,
    send: (v, headers) => communitiesApi.proposePayout(c.community_id, body(v), headers),
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
      <GrowingTextarea
        label={t('payouts.reason')}
        placeholder={t('payouts.reasonPlaceholder')}
        maxLength={500}
        required
        {...form.getInputProps('reason')}
      />
    </FormModal>
  );
}
