import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, registerStep1Form } from '../../../shared/schemas/auth';
import { errorMessage } from '../../lib/api';
import { storeUserId } from '../../lib/session';
import { authApi } from './auth-api';
import { useBack } from './use-back';
import { AuthShell, FormAlert } from './auth-shell';
import { formIssue } from './form-issue';

const EMPTY = { full_name: '', email: '', phone: '', password: '', confirmPassword: '' };

/** /register/step-1: the account (spec §2); reads ?ref= from a referral link. */
export function RegisterStep1Page() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const goBack = useBack('/');
  const [params] = useSearchParams();
  const ref = params.get('ref') ?? '';
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [key]: e.currentTarget.value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const issue = formIssue(t, registerStep1Form, { ...values, ref });
    setError(issue);
    if (issue) return;
    setBusy(true);
    try {
      const res = await authApi.registerStep1({ ...values, ref, language: i18n.language === 'sw' ? 'sw' : 'en' });
      storeUserId(res.userId);
      void navigate('/register/step-2');
    } catch (err) {
      setError(errorMessage(err, t('step1.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title={t('step1.title')} subtitle={t('stepOf', { step: 1 })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('step1.fullName')} value={values.full_name} onChange={set('full_name')} autoComplete="name" required />
          <TextInput label={t('step1.email')} type="email" value={values.email} onChange={set('email')} autoComplete="email" required />
          <TextInput
            label={t('step1.phone')}
            description={t('step1.phoneHint')}
            type="tel"
            inputMode="numeric"
            value={values.phone}
            onChange={set('phone')}
            autoComplete="tel"
            placeholder="07XXXXXXXX"
            required
          />
          <PasswordInput
            label={t('step1.password')}
            description={t('step1.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            value={values.password}
            onChange={set('password')}
            autoComplete="new-password"
            required
          />
          <PasswordInput label={t('step1.confirmPassword')} value={values.confirmPassword} onChange={set('confirmPassword')} autoComplete="new-password" required />
          {ref && (
            <Text size="sm" c="dimmed">
              {t('step1.referred', { ref })}
            </Text>
          )}
          {error && <FormAlert kind="error">{error}</FormAlert>}
          <Group grow>
            <Button variant="default" onClick={goBack}>
              {t('back')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('next')}
            </Button>
          </Group>
          <Text size="sm" ta="center">
            {t('step1.haveAccount')}{' '}
            <Anchor component={Link} to="/login" underline="always">
              {t('login.submit')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthShell>
  );
}
