import { Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { formatMoney } from '../../lib/format';
import { contributionBody } from '../../../shared/schemas/communities';
import { type DialogProps, FormModal } from '../../components/form-modal';
import { fieldValue } from '../../lib/forms/use-schema-form';
import { useAccount } from '../../lib/shell/use-account';
import { communitiesApi } from './communities-api';
import { useCommunityMoneyForm } from './use-community-money-form';
import { KesInput } from '../../components/forms/kes-input';

/**
 * Pay contribution: wallet → pool; fines are settled first, then the oldest cycles; paying ahead is
 * allowed. Mounted when opened, so the amount starts at what is due now.
 */
export function ContributeModal({
  communityId,
  suggested,
  opened,
  onClose,
  onDone,
}: DialogProps<{
  communityId: string;
  /** What settles me up to this cycle (or one contribution when I am up to date). */
  suggested: number;
  opened: boolean;
}>) {
  const { t } = useTranslation('communities');
  const balance = useAccount().data?.account.balance;
  const state = useCommunityMoneyForm({
    initialValues: { amount: fieldValue<number | string>(suggested) },
    schema: contributionBody,
    body: (v) => ({ amount: v.amount === '' ? undefined : Number(v.amount) }),
    check: (v) => (balance !== undefined && Number(v.amount) > balance ? t('dues.insufficient') : null),
    send: (v, headers) => communitiesApi.contribute(communityId, Number(v.amount), headers),
    onSuccess: () => onDone(t('dues.success')),
    failed: t('dues.failed'),
  });
  const { form, setError } = state;
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <FormModal title={t('dues.payTitle')} opened={opened} onClose={close} state={state} submit={t('dues.submit')}>
      <Text size="sm">{t('dues.balance', { amount: balance !== undefined ? formatMoney(balance) : '—' })}</Text>
      <KesInput
        label={t('dues.amount')}
        description={t('dues.amountHint')}
        required
        data-autofocus
        {...form.getInputProps('amount')}
      />
    </FormModal>
  );
}
