import { Button, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, resetPasswordForm } from '../../../shared/schemas/auth';
import { errorMessage } from '../../lib/api';
import { authApi } from './auth-api';
import { AuthShell, FormAlert } from './auth-shell';
import { formIssue } from './form-issue';

/** /reset-password/{token}: new and confirm password; on success, /login after 3 seconds. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const done = result?.kind === 'success';

  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(() => void navigate('/login'), 3000);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const issue = formIssue(t, resetPasswordForm, { password, confirmPassword });
    if (issue) {
      setResult({ kind: 'error', text: issue });
      return;
    }
    setBusy(true);
    try {
      await authApi.resetPassword(token, password);
      setResult({ kind: 'success', text: t('reset.done') });
    } catch (err) {
      setResult({ kind: 'error', text: errorMessage(err, t('reset.failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title={t('reset.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label={t('reset.newPassword')}
            description={t('step1.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            autoComplete="new-password"
            required
          />
          <PasswordInput label={t('reset.confirmPassword')} value={confirmPassword} onChange={(e) => setConfirmPassword(e.currentTarget.value)} autoComplete="new-password" required />
          {result && <FormAlert kind={result.kind}>{result.text}</FormAlert>}
          <Button type="submit" loading={busy} disabled={done} fullWidth>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthShell>
  );
}
