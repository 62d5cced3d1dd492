import { Button, NumberInput, Stack, TextInput } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MPESA_MAX_KES, MPESA_MIN_KES } from '../../../shared/schemas/wallet';
import { getSession } from '../../lib/session';
import type { MoneyInput } from './wallet-api';

type Ns = 'deposit' | 'withdraw';

interface Props {
  ns: Ns;
  /** The withdrawable balance; deposits have no upper bound but M-Pesa's. */
  balance?: number | undefined;
  busy: boolean;
  onSubmit: (input: MoneyInput) => void;
  onInvalid: (message: string) => void;
}

/** Amount, M-Pesa number (10 digits, sent as 254…) and description, checked as the spec says. */
export function MoneyForm({ ns, balance, busy, onSubmit, onInvalid }: Props) {
  const { t } = useTranslation('wallet');
  const [amount, setAmount] = useState<string | number>('');
  const [number, setNumber] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; number?: string }>({});

  const check = (): { amount?: string; number?: string; form?: string } => {
    if (!getSession()) return { form: t('form.userNotLoggedIn') };
    const value = typeof amount === 'number' ? amount : Number(amount);
    const out: { amount?: string; number?: string } = {};
    if (amount === '' || !Number.isFinite(value) || value <= 0) out.amount = t(`${ns}.invalidAmount`);
    else if (!Number.isInteger(value)) out.amount = t('form.wholeShillings');
    else if (value < MPESA_MIN_KES) out.amount = t('form.minimum');
    else if (balance !== undefined && value > balance) out.amount = t('withdraw.insufficient');
    else if (value > MPESA_MAX_KES) out.amount = t('form.maximum');
    if (!/^\d{10}$/.test(number)) out.number = t(`${ns}.invalidNumber`);
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
    const mpesaNumber = number.startsWith('0') ? `254${number.slice(1)}` : number;
    onSubmit({ amount: Number(amount), mpesaNumber, description: description.trim() });
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
          description={t('form.mpesaHint')}
          value={number}
          onChange={(e) => setNumber(e.currentTarget.value.replace(/\D/g, '').slice(0, 10))}
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="07XXXXXXXX"
          leftSection={<IconDeviceMobile size={18} aria-hidden />}
          size="md"
          error={errors.number}
          required
        />
        <TextInput label={t('form.description')} value={description} onChange={(e) => setDescription(e.currentTarget.value)} maxLength={200} size="md" />
        <Button type="submit" size="md" loading={busy} fullWidth>
          {busy ? t(`${ns}.submitting`) : t(`${ns}.submit`)}
        </Button>
      </Stack>
    </form>
  );
}
