import { Anchor } from '@mantine/core';
import { FormSubmit } from '../../components/shell/form-submit';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { forgotPasswordBody } from '../../../shared/schemas/auth';
import { authApi } from './kit/auth-api';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { AuthShell } from './kit/auth-shell';
import { FormStack } from '../../components/shell/form-stack';
import { EmailInput } from '../../components/forms/email-input';

/** /forgot-password: email, 'Send Reset Link'. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const { form, error, notice, busy, onSubmit } = useSchemaForm({
    initialValues: { email: '' },
    schema: forgotPasswordBody,
    submit: ({ email }) => authApi.forgotPassword(email),
    successNotice: t('forgot.sent'),
    failed: t('forgot.failed'),
  });

  return (
    <AuthShell title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <FormStack onSubmit={onSubmit}>
        <EmailInput label={t('login.email')} required {...form.getInputProps('email')} />
        <FormSubmit error={error} notice={notice} busy={busy} fullWidth>
          {t('forgot.submit')}
        </FormSubmit>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('forgot.backToLogin')}
        </Anchor>
      </FormStack>
    </AuthShell>
  );
}
