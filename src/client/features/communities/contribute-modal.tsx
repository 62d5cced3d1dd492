import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/app-modal';
import { formatMoney } from '../../lib/format';
import { contributionBody } from '../../../shared/schemas/communities';
import { FormSubmit } from '../../lib/forms/form-submit';
import { fieldValue, useSchemaForm } from '../../lib/forms/use-schema-form';
import { useAccount } from '../../lib/use-account';
import { useIdempotencyKey } from '../../lib/use-idempotency-key';
import { communitiesApi } from './communities-api';
import { localiseCommunityMessage } from './community-messages';
import { KesInput } from '../../components/kes-input';

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
}: {
  communityId: string;
  /** What settles me up to this cycle (or one contribution when I am up to date). */
  suggested: number;
  opened: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('communities');
  const balance = useAccount().data?.account.balance;
  const attempt = useIdempotencyKey();
  const { form, error, setError, busy, onSubmit } = useSchemaForm({
    initialValues: { amount: fieldValue<number | string>(suggested) },
    schema: contributionBody,
    body: (v) => ({ amount: v.amount === '' ? undefined : Number(v.amount) }),
    translate: (message) => localiseCommunityMessage(t, message),
    check: (v) => (balance !== undefined && Number(v.amount) > balance ? t('dues.insufficient') : null),
    submit: (v) => attempt.send((headers) => communitiesApi.contribute(communityId, Number(v.amount), headers)),
    onSuccess: () => onDone(t('dues.success')),
    failed: t('dues.failed'),
  });
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <AppModal opened={opened} onClose={close} title={t('dues.payTitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('dues.balance', { amount: balance !== undefined ? formatMoney(balance) : '—' })}</Text>
          <KesInput
            label={t('dues.amount')}
            description={t('dues.amountHint')}
            required
            data-autofocus
            {...form.getInputProps('amount')}
          />
          <FormSubmit error={error} busy={busy}>
            {t('dues.submit')}
          </FormSubmit>
        </Stack>
      </form>
    </AppModal>
  );
}
