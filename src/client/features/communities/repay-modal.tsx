import { Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { formatMoney } from '../../lib/format';
import { type CommunityLoanView, repayBody } from '../../../shared/schemas/communities';
import { type DialogProps, FormModal } from '../../components/form-modal';
import { fieldValue } from '../../lib/forms/use-schema-form';
import { useAccount } from '../../lib/shell/use-account';
import { communitiesApi } from './communities-api';
import { useCommunityMoneyForm } from './use-community-money-form';
import { KesInput } from '../../components/forms/kes-input';

/** Repay a community loan: wallet → pool, at most what is outstanding; starts at the whole outstanding amount. */
export function RepayModal({
  communityId,
  loan,
  onClose,
  onDone,
}: DialogProps<{
  communityId: string;
  loan: CommunityLoanView;
}>) {
  const { t } = useTranslation('communities');
  const balance = useAccount().data?.account.balance;
  const amount = (v: number | string) => (v === '' ? Number.NaN : Number(v));
  const state = useCommunityMoneyForm({
    initialValues: { amount: fieldValue<number | string>(loan.outstanding) },
    schema: repayBody,
    body: (v) => ({ amount: amount(v.amount) }),
    check: (v) => (balance !== undefined && amount(v.amount) > balance ? t('dues.insufficient') : null),
    send: (v, headers) => communitiesApi.repay(communityId, loan.loan_id, { amount: amount(v.amount) }, headers),
    onSuccess: () => onDone(t('loans.repaid')),
    failed: t('loans.repayFailed'),
  });
  const { form } = state;

  return (
    <FormModal title={t('loans.repayTitle')} onClose={onClose} state={state} submit={t('loans.repaySubmit')}>
      <Text size="sm">{t('loans.repayHint', { amount: formatMoney(loan.outstanding) })}</Text>
      <Text size="sm" c="dimmed">
        {t('dues.balance', { amount: balance !== undefined ? formatMoney(balance) : '—' })}
      </Text>
      <KesInput
        label={t('loans.amount')}
        max={loan.outstanding}
        required
        data-autofocus
        {...form.getInputProps('amount')}
      />
    </FormModal>
  );
}
