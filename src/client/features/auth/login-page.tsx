import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loginBody } from '../../../shared/schemas/auth';
import { errorMessage } from '../../lib/api';
import { clearSession, storeUserId } from '../../lib/session';
import { authApi } from './auth-api';
import { AuthShell, FormAlert } from './auth-shell';
import { formIssue } from './form-issue';
import { useEnterApp } from './use-enter-app';

/** /login: every outcome of spec §2 Login. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { enter, unknownRole } = useEnterApp();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const issue = formIssue(t, loginBody, { email, password });
    setError(issue);
    if (issue) return;
    setBusy(true);
    try {
      const res = await authApi.login({ email, password });
      if ('token' in res) {
        enter(res);
        return;
      }
      clearSession();
      storeUserId(res.userId);
      if ('registrationIncomplete' in res) void navigate(`/register/${res.nextStep}`);
      else void navigate('/verify-code');
    } catch (err) {
      setError(errorMessage(err, t('login.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title={t('login.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('login.email')} type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} autoComplete="email" required />
          <PasswordInput label={t('login.password')} value={password} onChange={(e) => setPassword(e.currentTarget.value)} autoComplete="current-password" required />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          {error && <FormAlert kind="error">{error}</FormAlert>}
          {unknownRole && <FormAlert kind="error">{t('unknownRole')}</FormAlert>}
          <Button type="submit" loading={busy} fullWidth>
            {t('login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to="/register/step-1" underline="always">
              {t('login.signUp')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthShell>
  );
}
