import { Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { formatMoney } from '../../lib/format';
import { buySharesBody } from '../../../shared/schemas/shares';
import { type DialogProps, FormModal } from '../../components/form-modal';
import { useMoneyForm } from '../../lib/forms/use-money-form';
import { fieldValue } from '../../lib/forms/use-schema-form';
import { currentUserId } from '../../lib/session';
import { useAccount } from '../../lib/shell/use-account';
import { sharesApi } from './shares-api';
import { SharesInput } from './shares-input';
import { shareCost } from './shares-format';

/**
 * Buy shares from the savings balance. The cost (shares × today's price) shows as the number is typed
 * and names the button, so nobody confirms without seeing it. Mounted when opened.
 */
export function BuySharesModal({
  sharePrice,
  maxBuyable,
  onClose,
  onDone,
}: DialogProps<{
  sharePrice: number;
  /** Most shares I may buy now (the unsold shares and the one-fifth cap). */
  maxBuyable: number;
}>) {
  const { t } = useTranslation('shares');
  const balance = useAccount().data?.account.balance;
  const kes = (amount: number) => formatMoney(amount);
  // What the savings balance pays for, in whole shares (in cents, so 0.1 + 0.2 never counts short).
  const affordable =
    balance === undefined || sharePrice <= 0
      ? maxBuyable
      : Math.floor(Math.round(balance * 100) / Math.round(sharePrice * 100));
  // The hint names the smaller of the two limits: the shares I may buy, and the shares I can pay for.
  const canBuy = Math.min(maxBuyable, affordable);
  const state = useMoneyForm({
    initialValues: { shares: fieldValue<number | string>('') },
    schema: buySharesBody,
    body: (v) => ({ userId: currentUserId(), shares: v.shares === '' ? undefined : Number(v.shares) }),
    check: (v) => {
      const cost = shareCost(v.shares, sharePrice);
      if (Number(v.shares) > maxBuyable) return t('buy.tooMany', { max: t('shares', { count: maxBuyable }) });
      return balance !== undefined && cost !== null && cost > balance
        ? t('buy.insufficient', { max: t('shares', { count: affordable }) })
        : null;
    },
    send: (v, headers) => sharesApi.buy(Number(v.shares), headers),
    onSuccess: (result) => onDone(t('buy.success', { shares: t('shares', { count: result.bought }) })),
    failed: t('buy.failed'),
  });
  const { form, values } = state;
  const cost = shareCost(values.shares, sharePrice);
  return (
    <FormModal
      title={t('buy.title')}
      onClose={onClose}
      state={state}
      submit={cost === null ? t('buy.submitEmpty') : t('buy.submit', { amount: kes(cost) })}
    >
      <Text size="sm">{t('holding.perShare', { amount: kes(sharePrice) })}</Text>
      {balance !== undefined && <Text size="sm">{t('buy.balance', { amount: kes(balance) })}</Text>}
      <SharesInput
        label={t('buy.shares')}
        description={
          canBuy > 0 ? t('buy.sharesHint', { max: t('shares', { count: canBuy }) }) : t('buy.sharesHintNone')
        }
        required
        data-autofocus
        max={canBuy}
        {...form.getInputProps('shares')}
      />
      <Text fw={700} aria-live="polite" data-testid="buy-cost">
        {cost === null
          ? t('buy.costNone')
          : t('buy.cost', {
              amount: kes(cost),
              shares: t('shares', { count: Number(values.shares) }),
              price: kes(sharePrice),
            })}
      </Text>
    </FormModal>
  );
}
