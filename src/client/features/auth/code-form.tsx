import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { ApiError } from '../../lib/api';
import { authApi } from './kit/auth-api';
import { FormAlert, FormError } from '../../components/shell/form-error';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { CodeBoxes } from './code-boxes';
import { useResendCooldown } from './kit/use-resend-cooldown';

export interface CodeFormProps {
  userId: string;
  /** Shown when a box is empty. */
  incompleteMessage: string;
  /** Shown when the server refuses the code. */
  invalidMessage: string;
  /** A notice shown for 5 seconds when the screen opens (verify-code). */
  initialNotice?: string;
  /** A line that stays: where the code went (step 4 names the email). */
  sentTo?: string | undefined;
  onVerify: (code: string) => Promise<void>;
}

/** Six boxes, Verify ('Verifying...' while working) and Resend Code with its 30-second cooldown. */
export function CodeForm({
  userId,
  incompleteMessage,
  invalidMessage,
  initialNotice,
  sentTo,
  onVerify,
}: CodeFormProps) {
  const { t } = useTranslation('auth');
  const { form, values, error, setError, busy, onSubmit } = useSchemaForm({
    initialValues: { code: '' },
    check: (v) => (/^\d{6}$/.test(v.code) ? null : incompleteMessage),
    submit: (v) => onVerify(v.code),
    // a wrong code gets the spec's words; a worn-out code or a limit gets the server's reason
    failed: (err) => (err instanceof ApiError && err.status !== 400 && err.message ? err.message : invalidMessage),
  });
  const [info, setInfo] = useState<string | null>(initialNotice ?? null);
  const [resending, setResending] = useState(false);
  const cooldown = useResendCooldown();

  useEffect(() => {
    if (!initialNotice) return undefined;
    const timer = setTimeout(() => setInfo((current) => (current === initialNotice ? null : current)), 5000);
    return () => clearTimeout(timer);
  }, [initialNotice]);

  const resend = async () => {
    cooldown.start();
    setResending(true);
    setError(null);
    try {
      await authApi.resendCode(userId);
      setInfo(t('code.resent'));
    } catch {
      setInfo(null);
      setError(t('code.resendFailed'));
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {info && <FormAlert kind="info">{info}</FormAlert>}
        {sentTo && (
          <Text size="sm" data-testid="code-sent-to">
            {sentTo}
          </Text>
        )}
        <CodeBoxes
          value={values.code}
          onChange={(code) => form.setFieldValue('code', code)}
          error={error !== null}
          disabled={busy}
        />
        <FormError error={error} />
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? t('code.verifying') : t('code.verify')}
        </Button>
        <Button variant="subtle" onClick={() => void resend()} disabled={cooldown.coolingDown || resending} fullWidth>
          {cooldown.coolingDown ? t('code.wait') : t('code.resend')}
        </Button>
        {cooldown.coolingDown && (
          <Text size="sm" c="dimmed" ta="center" aria-live="off" data-testid="resend-countdown">
            {t('code.resendIn', { count: cooldown.secondsLeft })}
          </Text>
        )}
      </Stack>
    </form>
  );
}
