import {} from '@mantine/core';
import { FormSubmit } from '../../components/shell/form-submit';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate, useParams } from 'react-router';
import { resetPasswordForm } from '../../../shared/schemas/auth';
import { passwordStrengthReady } from '../../lib/password-strength';
import { authApi } from './kit/auth-api';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { AuthShell } from './kit/auth-shell';
import { NewPasswordFields } from './new-password-fields';
import { formIssue } from './form-issue';
import { useKeyedText } from '../../i18n/keyed-text';
import { FormStack } from '../../components/shell/form-stack';

/** /reset-password/{token}: new and confirm password; on success, /login after 3 seconds. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const keyed = useKeyedText();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const { form, error, notice, busy, onSubmit } = useSchemaForm({
    initialValues: { password: '', confirmPassword: '' },
    check: async (values) =>
      (await passwordStrengthReady())
        ? formIssue(keyed, resetPasswordForm, values)
        : t('validation.strengthUnavailable'),
    submit: ({ password }) => authApi.resetPassword(token, password),
    successNotice: t('reset.done'),
    failed: t('reset.failed'),
  });
  const done = notice !== null;

  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(() => void navigate('/login'), 3000);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  return (
    <AuthShell title={t('reset.title')}>
      <FormStack onSubmit={onSubmit}>
        <NewPasswordFields
          label={t('reset.newPassword')}
          confirmLabel={t('reset.confirmPassword')}
          password={form.getInputProps('password')}
          confirm={form.getInputProps('confirmPassword')}
        />
        <FormSubmit error={error} notice={notice} busy={busy} disabled={done} fullWidth>
          {t('reset.submit')}
        </FormSubmit>
      </FormStack>
    </AuthShell>
  );
}
