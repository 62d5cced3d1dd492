import { Alert, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLocation, useNavigate } from 'react-router';
import { PAYOUT_CODE_REQUIRED } from '../../../shared/schemas/wallet';
import { ApiError, errorMessage } from '../../lib/api';
import { useKeepOnSignOut, useKeptDraft } from '../../lib/use-kept-draft';
import { useAccount } from '../../lib/shell/use-account';
import { money } from './format';
import { MoneyForm, moneyDraft } from './money-form';
import { type MpesaAsked, MpesaStatus } from './mpesa-status';
import { PageTitle } from '../../components/shell/page-title';
import { PayoutCodeStep } from './payout-code-step';
import { type MoneyInput, useMpesaStatus, useStartMoney } from './wallet-api';
import { WithdrawConfirm } from './withdraw-confirm';

const codeRequired = (err: unknown) =>
  err instanceof ApiError && err.status === 428 && err.code === PAYOUT_CODE_REQUIRED;

type Step =
  | { kind: 'form' }
  | { kind: 'confirm'; input: MoneyInput }
  | { kind: 'code'; input: MoneyInput }
  | { kind: 'status'; asked: MpesaAsked & { withdrawalId: string } };

/** The confirm step is an entry of the browser's history, so Back returns to the form as it was. */
type ConfirmEntry = { confirm?: MoneyInput } | null;

/**
 * /user/withdraw, one state at a time: the form (at most the balance, the account's number
 * prefilled), the confirm step (amount, number, fee, what arrives), the code step for a number new to
 * the account, then the payout's live status (processing, then sent or failed). The confirm and code
 * steps are a history entry of their own: the browser's Back (like Change) shows the form with its values.
 */
export function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const account = useAccount();
  const start = useStartMoney('withdrawals');
  const location = useLocation();
  const navigate = useNavigate();
  const confirming = (location.state as ConfirmEntry)?.confirm;
  const [state, setStep] = useState<Step>({ kind: 'form' });
  const step: Step =
    state.kind === 'status'
      ? state
      : !confirming
        ? { kind: 'form' }
        : state.kind === 'code'
          ? state
          : { kind: 'confirm', input: confirming };
  // What was typed, kept if the session ends on the way (decision 061): the form keeps its own.
  const kept = moneyDraft(useKeptDraft('withdraw-confirm'));
  const [lastInput, setLastInput] = useState<MoneyInput | undefined>(kept);
  useKeepOnSignOut('withdraw-confirm', () =>
    step.kind === 'form' || step.kind === 'status' ? null : { ...step.input },
  );
  const [alert, setAlert] = useState<{ ok: boolean; text: string }>();
  const status = useMpesaStatus('withdrawals', step.kind === 'status' ? step.asked.withdrawalId : undefined);
  const balance = account.data?.account.balance;

  const back = () => {
    setStep({ kind: 'form' });
    setAlert(undefined);
    start.reset();
    if (confirming) void navigate(-1);
  };

  const send = (input: MoneyInput, resent = false) => {
    setAlert(undefined);
    start.mutate(input, {
      onSuccess: (res) => {
        if (!res.withdrawalId) return;
        setStep({
          kind: 'status',
          asked: {
            withdrawalId: res.withdrawalId,
            amount: input.amount,
            mpesaNumber: input.mpesaNumber,
            startedAt: Date.now(),
          },
        });
        // Sent: this history entry no longer holds a confirm step, so a reload or Back never offers
        // to send the same withdrawal again.
        void navigate(location.pathname, { replace: true, state: null });
      },
      onError: (err) => {
        if (codeRequired(err)) {
          setStep({ kind: 'code', input });
          setAlert({ ok: true, text: resent ? t('withdraw.codeResent') : t('withdraw.codeSent') });
          return;
        }
        setAlert({ ok: false, text: errorMessage(err, t('withdraw.error')) });
      },
    });
  };

  return (
    <Stack gap="md">
      <PageTitle title={t('withdraw.title')} />
      {alert && step.kind !== 'status' && (
        <Alert color={alert.ok ? 'green' : 'red'} role={alert.ok ? 'status' : 'alert'}>
          {alert.text}
        </Alert>
      )}
      {step.kind === 'status' ? (
        <MpesaStatus ns="withdraw" asked={step.asked} view={status.data} onRetry={back} />
      ) : (
        <Paper withBorder radius="lg" p="lg">
          {step.kind === 'code' ? (
            <PayoutCodeStep
              number={step.input.mpesaNumber}
              busy={start.isPending}
              onConfirm={(verificationCode) => send({ ...step.input, verificationCode })}
              onResend={() => send(step.input, true)}
              onCancel={back}
            />
          ) : step.kind === 'confirm' ? (
            <WithdrawConfirm
              input={step.input}
              busy={start.isPending}
              onConfirm={() => send(step.input)}
              onChange={back}
            />
          ) : (
            <Stack gap="md">
              <Text c="dimmed" size="sm">
                {t('withdraw.intro')}
              </Text>
              <Text fw={600}>
                {t('form.available', { amount: balance === undefined ? '…' : t('money', { amount: money(balance) }) })}
              </Text>
              <MoneyForm
                ns="withdraw"
                balance={balance}
                busy={false}
                initial={lastInput}
                submitLabel={t('withdraw.continue')}
                onInvalid={(text) => setAlert({ ok: false, text })}
                onSubmit={(input) => {
                  setAlert(undefined);
                  setLastInput(input);
                  setStep({ kind: 'form' });
                  void navigate(location, { state: { confirm: input } satisfies ConfirmEntry });
                }}
              />
            </Stack>
          )}
        </Paper>
      )}
    </Stack>
  );
}
