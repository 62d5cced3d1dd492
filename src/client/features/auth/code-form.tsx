import { Button, Stack } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { authApi } from './auth-api';
import { FormAlert } from './auth-shell';
import { CodeBoxes } from './code-boxes';
import { useResendCooldown } from './use-resend-cooldown';

export interface CodeFormProps {
  userId: string;
  /** Shown when a box is empty. */
  incompleteMessage: string;
  /** Shown when the server refuses the code. */
  invalidMessage: string;
  /** A notice shown for 5 seconds when the screen opens (verify-code). */
  initialNotice?: string;
  onVerify: (code: string) => Promise<void>;
}

/** Six boxes, Verify ('Verifying...' while working) and Resend Code with its 30-second cooldown. */
export function CodeForm({ userId, incompleteMessage, invalidMessage, initialNotice, onVerify }: CodeFormProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(initialNotice ?? null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const cooldown = useResendCooldown();

  useEffect(() => {
    if (!initialNotice) return undefined;
    const timer = setTimeout(() => setInfo((current) => (current === initialNotice ? null : current)), 5000);
    return () => clearTimeout(timer);
  }, [initialNotice]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(incompleteMessage);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onVerify(code);
    } catch (err) {
      // a wrong code gets the spec's words; a worn-out code or a limit gets the server's reason
      setError(err instanceof ApiError && err.status !== 400 && err.message ? err.message : invalidMessage);
    } finally {
      setBusy(false);
    }
  };

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
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {info && <FormAlert kind="info">{info}</FormAlert>}
        <CodeBoxes value={code} onChange={setCode} error={error !== null} disabled={busy} />
        {error && <FormAlert kind="error">{error}</FormAlert>}
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? t('code.verifying') : t('code.verify')}
        </Button>
        <Button variant="subtle" onClick={() => void resend()} disabled={cooldown.coolingDown || resending} fullWidth>
          {cooldown.coolingDown ? t('code.wait') : t('code.resend')}
        </Button>
      </Stack>
    </form>
  );
}
