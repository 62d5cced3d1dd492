import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPasswordBody } from '../../../shared/schemas/auth';
import { errorMessage } from '../../lib/api';
import { authApi } from './auth-api';
import { AuthShell, FormAlert } from './auth-shell';
import { formIssue } from './form-issue';

/** /forgot-password: email, 'Send Reset Link'. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const issue = formIssue(t, forgotPasswordBody, { email });
    if (issue) {
      setResult({ kind: 'error', text: issue });
      return;
    }
    setBusy(true);
    try {
      await authApi.forgotPassword(email);
      setResult({ kind: 'success', text: t('forgot.sent') });
    } catch (err) {
      setResult({ kind: 'error', text: errorMessage(err, t('forgot.failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('login.email')} type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} autoComplete="email" required />
          {result && <FormAlert kind={result.kind}>{result.text}</FormAlert>}
          <Button type="submit" loading={busy} fullWidth>
            {t('forgot.submit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('forgot.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthShell>
  );
}
