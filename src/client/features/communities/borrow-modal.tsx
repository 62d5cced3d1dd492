import { Button, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { CostNote } from '../../components/shell/cost-note';
import { formatMoney } from '../../lib/format';
import { type CommunityDetail, loanBody } from '../../../shared/schemas/communities';
import { type DialogProps, FormModal } from '../../components/form-modal';
import { fieldValue } from '../../lib/forms/use-schema-form';
import { communitiesApi } from './communities-api';
import { useCommunityMoneyForm } from './use-community-money-form';
import { communityLoanTerms } from './loan-cost';
import { KesInput } from '../../components/forms/kes-input';
import { KeyFacts } from '../../components/key-facts';
import { SHOWING_KEY_FACTS, useKeyFactsStep } from '../../lib/forms/use-key-facts-step';
import { communityLoanQuote } from './loan-quote-api';
import { currentUserId } from '../../lib/session';
import type { LoanApplicationView } from '../../../shared/schemas/community-guarantees';
import { AppModal } from '../../components/app-modal';
import { GuarantorPicker, type GuarantorRow, guarantorsBody } from './guarantor-picker';

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1));

/**
 * Borrow from the pool: amount and 1–12 months, with the total cost shown before confirming (flat
 * monthly interest, never more than twice the principal). Above the member's own limit (the loan
 * multiple of their free savings), guarantors cover the rest: the request then waits for them
 * (`application`), else it goes to the officials at once (`payout`).
 */
export function BorrowModal({ community: c, onClose, onDone }: DialogProps<{ community: CommunityDetail }>) {
  const { t } = useTranslation('communities');
  const [rows, setRows] = useState<GuarantorRow[]>([]);
  const [waiting, setWaiting] = useState<LoanApplicationView | null>(null);
  const body = (v: { amount: number | string; months: string }) => {
    const guarantors = guarantorsBody(rows);
    return {
      amount: v.amount === '' ? Number.NaN : Number(v.amount),
      months: Number(v.months),
      ...(guarantors.length > 0 ? { guarantors } : {}),
    };
  };
  const step = useKeyFactsStep(
    (v: { amount: number | string; months: string }) => `${String(v.amount)}|${v.months}`,
    (v) => communityLoanQuote(c.community_id, body(v).amount, body(v).months),
  );
  const state = useCommunityMoneyForm({
    initialValues: { amount: fieldValue<number | string>(''), months: '3' },
    schema: loanBody,
    body,
    // The key facts first (the server's quote), then the request once the member confirms them.
    send: (v, headers) => step.submit(v, (sent) => communitiesApi.borrow(c.community_id, body(sent), headers)),
    onSuccess: (result) => {
      if (result === SHOWING_KEY_FACTS) return;
      if (result.application) setWaiting(result.application);
      else onDone(t('loans.requested'));
    },
    failed: t('loans.borrowFailed'),
  });
  const { form, values } = state;
  const terms = communityLoanTerms(body(values).amount, c.loanInterestMonthly, Number(values.months));
  const facts = step.factsFor(values);
  const amount = body(values).amount;
  const needsGuarantors = rows.length > 0 || amount > c.myBorrowLimit;

  if (waiting) {
    const waitingText = t('guarantors.waiting', {
      covered: formatMoney(waiting.covered),
      amount: formatMoney(waiting.amount),
    });
    return (
      <AppModal opened onClose={() => onDone(waitingText)} title={t('guarantors.waitingTitle')}>
        <Stack gap="sm">
          <Text fw={600} data-testid="loan-waiting">
            {waitingText}
          </Text>
          <Text size="sm">{t('guarantors.waitingNext')}</Text>
          <Button onClick={() => onDone(waitingText)}>{t('guarantors.done')}</Button>
        </Stack>
      </AppModal>
    );
  }

  return (
    <FormModal
      title={t('loans.borrowTitle')}
      onClose={onClose}
      state={state}
      submit={facts ? t('keyFacts.confirm', { ns: 'common' }) : t('loans.borrowSubmit')}
    >
      <KesInput label={t('loans.amount')} required data-autofocus {...form.getInputProps('amount')} />
      <NativeSelect label={t('loans.months')} data={MONTHS} required {...form.getInputProps('months')} />
      {needsGuarantors && (
        <GuarantorPicker
          members={c.members}
          me={currentUserId()}
          limit={c.myBorrowLimit}
          amount={amount}
          rows={rows}
          onChange={setRows}
        />
      )}
      {facts ? (
        <KeyFacts facts={facts} chargeWord="interest" />
      ) : terms ? (
        <CostNote title={t('loans.costTitle')} testId="community-loan-cost">
          <Text fw={600} size="sm">
            {t('loans.cost', {
              principal: formatMoney(terms.principal),
              total: formatMoney(terms.total),
              interest: formatMoney(terms.interest),
              count: terms.months,
            })}
          </Text>
          <Text size="sm">{t('loans.costRate', { percent: c.loanInterestMonthly, count: terms.months })}</Text>
        </CostNote>
      ) : (
        <Text size="sm" c="dimmed">
          {t('loans.enterAmount')}
        </Text>
      )}
    </FormModal>
  );
}
