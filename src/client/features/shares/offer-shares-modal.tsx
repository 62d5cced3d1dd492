import { Loader, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { formatMoney } from '../../lib/format';
import { shareTransferBody } from '../../../shared/schemas/shares';
import { KesInput } from '../../components/forms/kes-input';
import { type DialogProps, FormModal } from '../../components/form-modal';
import { errorMessage } from '../../lib/api';
import { FormAlert } from '../../components/shell/form-error';
import { useMoneyForm } from '../../lib/forms/use-money-form';
import { fieldValue } from '../../lib/forms/use-schema-form';
import { currentUserId } from '../../lib/session';
import { sharesApi, useBuyerAt } from './shares-api';
import { SharesInput } from './shares-input';
import { pricePerShare } from './shares-format';

const number = (v: number | string) => (v === '' ? undefined : Number(v));

/**
 * Offer some of my shares to another member, picked by their phone number, for a total price agreed
 * between us. The buyer's name (first name and initial, decision 066) shows before the offer is sent
 * and names the button; nothing moves until the buyer accepts. Mounted when opened.
 */
export function OfferSharesModal({ myShares, onClose, onDone }: DialogProps<{ myShares: number }>) {
  const { t } = useTranslation('shares');
  const body = (v: { toPhone: string; shares: number | string; price: number | string }) => ({
    userId: currentUserId(),
    toPhone: v.toPhone,
    shares: number(v.shares),
    price: number(v.price),
  });
  const state = useMoneyForm({
    initialValues: { toPhone: '', shares: fieldValue<number | string>(''), price: fieldValue<number | string>('') },
    schema: shareTransferBody,
    body,
    check: (v) => {
      if (Number(v.shares) > myShares) return t('offer.tooMany', { max: t('shares', { count: myShares }) });
      return buyer.data ? null : buyer.isError ? errorMessage(buyer.error, t('offer.needBuyer')) : t('offer.needBuyer');
    },
    // The schema has passed: its output is the body, the phone as 254… and the price exact to the cent.
    send: (v, headers) => sharesApi.offer(shareTransferBody.parse(body(v)), headers),
    onSuccess: () => onDone(t('offer.success')),
    failed: t('offer.failed'),
  });
  const { form, values } = state;
  const buyer = useBuyerAt(values.toPhone);
  const shares = Number(values.shares);
  const each = values.price === '' ? null : pricePerShare(Number(values.price), shares);
  const name = buyer.data?.name;
  return (
    <FormModal
      title={t('offer.title')}
      onClose={onClose}
      state={state}
      submit={name ? t('offer.submitTo', { name }) : t('offer.submit')}
    >
      <Text size="sm">{t('offer.youHave', { shares: t('shares', { count: myShares }) })}</Text>
      <TextInput
        label={t('offer.to')}
        description={t('offer.toHint')}
        required
        data-autofocus
        inputMode="tel"
        autoComplete="off"
        placeholder="0712 345 678"
        maxLength={20}
        rightSection={buyer.isFetching ? <Loader size="xs" aria-label={t('offer.looking')} /> : null}
        {...form.getInputProps('toPhone')}
      />
      {name && <FormAlert kind="info">{t('offer.buyer', { name })}</FormAlert>}
      {buyer.isError && <FormAlert kind="error">{errorMessage(buyer.error, t('offer.needBuyer'))}</FormAlert>}
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
