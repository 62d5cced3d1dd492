import { Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import { shareTransferBody } from '../../../shared/schemas/shares';
import { KesInput } from '../../components/kes-input';
import { type DialogProps, FormModal } from '../../components/form-modal';
import { useMoneyForm } from '../../lib/forms/use-money-form';
import { fieldValue } from '../../lib/forms/use-schema-form';
import { currentUserId } from '../../lib/session';
import { investmentsApi } from './investments-api';
import { SharesInput } from './shares-input';
import { localiseSharesMessage } from './shares-messages';
import { pricePerShare } from './shares-format';

const number = (v: number | string) => (v === '' ? undefined : Number(v));

/**
 * Offer some of my shares to another member (by their user ID) for a total price agreed between us.
 * Nothing moves until the buyer accepts. Mounted when opened.
 */
export function OfferSharesModal({ myShares, onClose, onDone }: DialogProps<{ myShares: number }>) {
  const { t } = useTranslation('investments');
  const body = (v: { toUserId: string; shares: number | string; price: number | string }) => ({
    userId: currentUserId(),
    toUserId: v.toUserId,
    shares: number(v.shares),
    price: number(v.price),
  });
  const state = useMoneyForm({
    initialValues: { toUserId: '', shares: fieldValue<number | string>(''), price: fieldValue<number | string>('') },
    schema: shareTransferBody,
    body,
    translate: (message) => localiseSharesMessage(t, message),
    check: (v) => {
      if (v.toUserId.trim() === currentUserId()) return t('offer.self');
      return Number(v.shares) > myShares ? t('offer.tooMany', { max: t('shares', { count: myShares }) }) : null;
    },
    // The schema has passed: its output is the body, the buyer's ID trimmed and the price exact to the cent.
    send: (v, headers) => investmentsApi.offer(shareTransferBody.parse(body(v)), headers),
    onSuccess: () => onDone(t('offer.success')),
    failed: t('offer.failed'),
  });
  const { form, values } = state;
  const shares = Number(values.shares);
  const each = values.price === '' ? null : pricePerShare(Number(values.price), shares);
  return (
    <FormModal title={t('offer.title')} onClose={onClose} state={state} submit={t('offer.submit')}>
      <Text size="sm">{t('offer.youHave', { shares: t('shares', { count: myShares }) })}</Text>
      <TextInput
        label={t('offer.to')}
        description={t('offer.toHint')}
        required
        data-autofocus
        autoComplete="off"
        maxLength={64}
        {...form.getInputProps('toUserId')}
      />
      <SharesInput label={t('offer.shares')} required max={myShares} {...form.getInputProps('shares')} />
      <KesInput label={t('offer.price')} description={t('offer.priceHint')} required {...form.getInputProps('price')} />
      {each !== null && (
        <Text size="sm" aria-live="polite">
          {t('offer.each', { amount: formatMoney(each) })}
        </Text>
      )}
    </FormModal>
  );
}
