import { SegmentedControl, Text } from '@mantine/core';
import { formatAmount } from '../../lib/format';
import { GrowingTextarea } from '../../components/growing-textarea';
import { FormSubmit } from '../../components/shell/form-submit';
import { AppModal } from '../../components/app-modal';
import { useTranslation } from '../../i18n/react';
import { LOAN_DURATIONS, type LoanDuration, loanTerms } from '../../../shared/loan-terms';
import { hasAtMostTwoDecimals, toCents, toKes } from '../../../shared/money';
import { borrowBody, overLimitMessage } from '../../../shared/schemas/loans';
import { errorMessage } from '../../lib/api';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { currentUserId } from '../../lib/session';
import { loansApi, useBorrow } from './loans-api';
import { KeyFacts } from '../../components/key-facts';
import { SHOWING_KEY_FACTS, useKeyFactsStep } from '../../lib/forms/use-key-facts-step';
import { LoanDisclosure } from './loan-disclosure';
import { AmountInput } from './amount-input';
import { useKeyedText } from '../../i18n/keyed-text';
import { FormStack } from '../../components/shell/form-stack';

interface Props {
  opened: boolean;
  onClose: () => void;
  loanLimit: number;
  /** The server's date in Nairobi: due dates count from it. */
  today: string;
  onRequested: (message: string) => void;
}

interface LoanFormValues {
  [field: string]: unknown;
  amount: number | string;
  duration: LoanDuration;
  purpose: string;
}
const EMPTY: LoanFormValues = { amount: '', duration: '10 days', purpose: '' };

/** The loan request form: amount, one of the three durations, purpose, and the live disclosure. */
export function LoanRequestForm({ opened, onClose, loanLimit, today, onRequested }: Props) {
  const { t } = useTranslation('loans');
  const keyed = useKeyedText();
  const borrow = useBorrow();
  const step = useKeyFactsStep(
    (v: LoanFormValues) => `${String(v.amount)}|${v.duration}`,
    (v) => loansApi.quote(currentUserId(), Number(v.amount), v.duration),
  );
  const { form, values, error, busy, onSubmit } = useSchemaForm({
    initialValues: EMPTY,
    schema: borrowBody,
    body: (v) => toBody(v),
    check: (v) => {
      const amount = Number(v.amount);
      return amount > loanLimit ? keyed(overLimitMessage(amount, loanLimit)) : null;
    },
    // The key facts first (the server's quote), then the request once the borrower confirms them.
    submit: (v) => step.submit(v, (sent) => borrow.mutateAsync(borrowBody.parse(toBody(sent)))),
    onSuccess: (result, _values, form) => {
      if (result === SHOWING_KEY_FACTS) return;
      step.clear();
      form.setValues({ amount: '', purpose: '' });
      onRequested(t('messages.requested'));
    },
    failed: (err) => errorMessage(err, t('messages.requestFailed')),
  });
  const terms = termsOf(values);
  const facts = step.factsFor(values);

  /** What the route parses: the amount, duration and purpose with the repayment the disclosure shows. */
  function toBody(v: LoanFormValues) {
    const loan = termsOf(v);
    return {
      amount: v.amount === '' ? undefined : Number(v.amount),
      duration: v.duration,
      purpose: v.purpose,
      userId: currentUserId(),
      repaymentAmount: loan ? toKes(loan.repaymentCents) : 0,
      repaymentDueDate: loan?.dueDate ?? '',
    };
  }

  function termsOf({ amount, duration }: LoanFormValues) {
    const n = typeof amount === 'number' ? amount : Number(amount);
    if (amount === '' || !Number.isFinite(n) || n <= 0 || n > 10_000_000 || !hasAtMostTwoDecimals(n)) return null;
    return loanTerms(toCents(n), duration, today);
  }

  return (
    <AppModal opened={opened} onClose={onClose} title={t('form.title')}>
      <FormStack onSubmit={onSubmit}>
        <Text size="sm" c="dimmed">
          {t('loanLimit', { amount: formatAmount(loanLimit) })}
        </Text>
        <AmountInput label={t('form.amount')} {...form.getInputProps('amount')} />
        <div>
          <Text component="span" size="sm" fw={500} id="loan-duration-label">
            {t('form.duration')}
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="loan-duration-label"
            {...form.getInputProps('duration')}
            data={LOAN_DURATIONS.map((d) => ({
              value: d,
              label: t(`durations.${d}`),
            }))}
          />
        </div>
        <GrowingTextarea
          label={t('form.purpose')}
          placeholder={t('form.purposePlaceholder')}
          {...form.getInputProps('purpose')}
          required
          maxLength={500}
        />
        {facts ? <KeyFacts facts={facts} chargeWord="charge" /> : <LoanDisclosure terms={terms} />}
        <FormSubmit error={error} busy={busy}>
          {facts ? t('keyFacts.confirm', { ns: 'common' }) : t('form.submit')}
        </FormSubmit>
      </FormStack>
    </AppModal>
  );
}
