import { Anchor, Button, Group, PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { loginBody } from '../../../shared/schemas/auth';
import { clearSession, signedInHome, storeUserId } from '../../lib/session';
import { sessionEnded } from '../../lib/signed-out';
import { authApi } from './kit/auth-api';
import { FormAlert, FormError } from '../../components/shell/form-error';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { AuthShell, OtherFormLink } from './kit/auth-shell';
import { useEnterApp } from './kit/use-enter-app';
import { FormStack } from '../../components/shell/form-stack';
import { EmailInput } from '../../components/forms/email-input';

/** /login: every outcome; a signed-in person is sent home. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { enter, unknownRole } = useEnterApp();
  // Sent here because the session ended under the user (api.ts): say so, and that they come back.
  const [ended] = useState(sessionEnded);
  // Sent here by the last registration step: say it is done.
  const registered = (useLocation().state as { registered?: boolean } | null)?.registered === true;
  const { form, error, busy, onSubmit } = useSchemaForm({
    initialValues: { email: '', password: '' },
    schema: loginBody,
    submit: (values) => authApi.login(values),
    onSuccess: (res) => {
      if ('token' in res) return enter(res);
      clearSession();
      storeUserId(res.userId);
      if ('registrationIncomplete' in res) void navigate(`/register/${res.nextStep}`);
      else void navigate('/verify-code');
    },
    failed: t('login.failed'),
  });
  // A signed-in person opening /login goes to their home (decision 039); decided once, when it opens,
  // so signing in here goes where useEnterApp says (the screen a session ended on, decision 061).
  const [home] = useState(signedInHome);
  if (home) return <Navigate to={home} replace />;

  return (
    <AuthShell title={t('login.title')}>
      <FormStack onSubmit={onSubmit}>
        {registered && <FormAlert kind="success">{t('step4.done')}</FormAlert>}
        {ended && !registered && <FormAlert kind="info">{t('login.sessionEnded')}</FormAlert>}
        <EmailInput label={t('login.email')} required {...form.getInputProps('email')} />
        <PasswordInput
          label={t('login.password')}
          {...form.getInputProps('password')}
          autoComplete="current-password"
          required
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('login.forgot')}
          </Anchor>
        </Group>
        <FormError error={error} />
        {unknownRole && <FormAlert kind="error">{t('unknownRole')}</FormAlert>}
        <Button type="submit" loading={busy} fullWidth>
          {t('login.submit')}
        </Button>
        <OtherFormLink question={t('login.noAccount')} to="/register/step-1" action={t('login.signUp')} />
      </FormStack>
    </AuthShell>
  );
}
