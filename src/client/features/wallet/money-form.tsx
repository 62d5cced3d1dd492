import { Button, NumberInput, Stack, TextInput } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { localPhone, normalizeKenyanPhone } from '../../../shared/phone';
import { MPESA_MAX_KES, MPESA_MIN_KES } from '../../../shared/schemas/wallet';
import { currentUserId } from '../../lib/session';
import type { Draft } from '../../lib/signed-out';
import { useKeepOnSignOut, useKeptDraft } from '../../lib/use-kept-draft';
import { useProfile } from '../../lib/shell/use-profile';
import type { MoneyInput } from './wallet-api';

type Ns = 'deposit' | 'withdraw';

interface Props {
  ns: Ns;
  /** The withdrawable balance; deposits have no upper bound but M-Pesa's. */
  balance?: number | undefined;
  busy: boolean;
  onSubmit: (input: MoneyInput) => void;
  onInvalid: (message: string) => void;
  /** What the form held before (Try again, Change): typed again for the user. */
  initial?: MoneyInput | undefined;
  /** The submit button's words; the namespace's submit by default. */
  submitLabel?: string;
}

/** A withdrawal's or deposit's values kept when the session ended (decision 061), or undefined. */
export function moneyDraft(draft: Draft | null): MoneyInput | undefined {
  if (!draft) return undefined;
  const { amount, mpesaNumber, description } = draft;
  return {
    amount: typeof amount === 'number' ? amount : Number(amount),
    mpesaNumber: typeof mpesaNumber === 'string' ? mpesaNumber : '',
    description: typeof description === 'string' ? description : '',
  };
}

/**
 * Amount, M-Pesa number and description, checked as the spec says. The number is taken in any form
 * a Kenyan types it (07…, 01…, 7…, 2547…, +2547…: src/shared/phone.ts), prefilled with the account's
 * own number, and sent as 254….
 */
export function MoneyForm({ ns, balance, busy, onSubmit, onInvalid, initial: given, submitLabel }: Props) {
  const { t } = useTranslation('wallet');
  const profile = useProfile();
  const kept = moneyDraft(useKeptDraft(`${ns}-form`));
  const initial = given ?? (kept && Number.isFinite(kept.amount) ? kept : undefined);
  const [amount, setAmount] = useState<string | number>(initial?.amount || '');
  const [typed, setNumber] = useState(initial ? localPhone(initial.mpesaNumber) : '');
  const [touched, setTouched] = useState(Boolean(initial));
  const [description, setDescription] = useState(initial?.description ?? '');
  const [errors, setErrors] = useState<{ amount?: string; number?: string }>({});
  const own = profile.data?.phone ? normalizeKenyanPhone(profile.data.phone) : undefined;
  // The account's own number, until the user types another.
  const number = touched ? typed : own ? localPhone(own) : typed;
  useKeepOnSignOut(`${ns}-form`, () => ({ amount, mpesaNumber: number, description }));

  const check = (): { amount?: string; number?: string; form?: string } => {
    if (!currentUserId()) return { form: t('form.userNotLoggedIn') };
    const value = typeof amount === 'number' ? amount : Number(amount);
    const out: { amount?: string; number?: string } = {};
    if (amount === '' || !Number.isFinite(value) || value <= 0) out.amount = t(`${ns}.invalidAmount`);
    else if (!Number.isInteger(value)) out.amount = t('form.wholeShillings');
    else if (value < MPESA_MIN_KES) out.amount = t('form.minimum');
    else if (balance !== undefined && value > balance) out.amount = t('withdraw.insufficient');
    else if (value > MPESA_MAX_KES) out.amount = t('form.maximum');
    if (!normalizeKenyanPhone(number)) out.number = t(`${ns}.invalidNumber`);
    return out;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = check();
    setErrors(found);
    const first = found.form ?? found.amount ?? found.number;
    if (first) {
      onInvalid(first);
      return;
    }
    onSubmit({
      amount: Number(amount),
      mpesaNumber: normalizeKenyanPhone(number) ?? number,
      description: description.trim(),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NumberInput
          label={t('form.amount')}
          description={t('form.amountHint')}
          value={amount}
          onChange={setAmount}
          min={MPESA_MIN_KES}
          max={balance}
          step={1}
          clampBehavior="none"
          thousandSeparator=","
          inputMode="numeric"
          prefix="KES "
          size="md"
          error={errors.amount}
          required
        />
        <TextInput
          label={t('form.mpesaNumber')}
          description={own && normalizeKenyanPhone(number) === own ? t('form.ownNumber') : t('form.mpesaHint')}
          value={number}
          onChange={(e) => {
            setTouched(true);
            setNumber(e.currentTarget.value.replace(/[^\d+\s-]/g, '').slice(0, 17));
          }}
          inputMode="tel"
          autoComplete="tel"
          placeholder="0712 345 678"
          leftSection={<IconDeviceMobile size={18} aria-hidden />}
          size="md"
          error={errors.number}
          required
        />
        <TextInput
          label={t('form.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          maxLength={200}
          size="md"
        />
        <Button type="submit" size="md" loading={busy} fullWidth>
          {busy ? t(`${ns}.submitting`) : (submitLabel ?? t(`${ns}.submit`))}
        </Button>
      </Stack>
    </form>
  );
}
