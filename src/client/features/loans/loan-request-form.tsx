import { Alert, Button, Modal, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOAN_DURATIONS, type LoanDuration, loanTerms } from '../../../shared/loan-terms';
import { hasAtMostTwoDecimals, toCents, toKes } from '../../../shared/money';
import { borrowBody, overLimitMessage } from '../../../shared/schemas/loans';
import { errorMessage } from '../../lib/api';
import { currentUserId, useBorrow } from './loans-api';
import { LoanDisclosure } from './loan-disclosure';
import { kes, localiseLoanMessage } from './loan-format';

interface Props {
  opened: boolean;
  onClose: () => void;
  loanLimit: number;
  /** The server's date in Nairobi: due dates count from it. */
  today: string;
  onRequested: (message: string) => void;
}

/** The loan request form: amount, one of the three durations, purpose, and the live disclosure. */
export function LoanRequestForm({ opened, onClose, loanLimit, today, onRequested }: Props) {
  const { t } = useTranslation('loans');
  const [amount, setAmount] = useState<number | string>('');
  const [duration, setDuration] = useState<LoanDuration>('10 days');
  const [purpose, setPurpose] = useState('');
  const [error, setError] = useState<string | null>(null);
  const borrow = useBorrow();

  const terms = useMemo(() => {
    const n = typeof amount === 'number' ? amount : Number(amount);
    if (amount === '' || !Number.isFinite(n) || n <= 0 || n > 10_000_000 || !hasAtMostTwoDecimals(n)) return null;
    return loanTerms(toCents(n), duration, today);
  }, [amount, duration, today]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = borrowBody.safeParse({
      amount: amount === '' ? undefined : Number(amount),
      duration,
      purpose,
      userId: currentUserId(),
      repaymentAmount: terms ? toKes(terms.repaymentCents) : 0,
      repaymentDueDate: terms?.dueDate ?? '',
    });
    if (!parsed.success) {
      setError(localiseLoanMessage(t, parsed.error.issues[0]?.message ?? ''));
      return;
    }
    if (parsed.data.amount > loanLimit) {
      setError(localiseLoanMessage(t, overLimitMessage(parsed.data.amount, loanLimit)));
      return;
    }
    borrow.mutate(parsed.data, {
      onSuccess: () => {
        setAmount('');
        setPurpose('');
        onRequested(t('messages.requested'));
      },
      onError: (err) => setError(localiseLoanMessage(t, errorMessage(err, t('messages.requestFailed')))),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('form.title')} centered closeButtonProps={{ 'aria-label': t('common:close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('loanLimit', { amount: kes(loanLimit) })}
          </Text>
          <NumberInput
            label={t('form.amount')}
            value={amount}
            onChange={setAmount}
            min={0}
            decimalScale={2}
            allowNegative={false}
            hideControls
            inputMode="decimal"
            required
          />
          <div>
            <Text component="span" size="sm" fw={500} id="loan-duration-label">
              {t('form.duration')}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby="loan-duration-label"
              value={duration}
              onChange={(v) => setDuration(v as LoanDuration)}
              data={LOAN_DURATIONS.map((d) => ({
                value: d,
                label: t(`durations.${d}`),
              }))}
            />
          </div>
          <Textarea
            label={t('form.purpose')}
            placeholder={t('form.purposePlaceholder')}
            value={purpose}
            onChange={(e) => setPurpose(e.currentTarget.value)}
            required
            autosize
            minRows={2}
            maxLength={500}
          />
          <LoanDisclosure terms={terms} />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" loading={borrow.isPending}>
            {t('form.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
