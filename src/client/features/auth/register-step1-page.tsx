import { Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { useNavigate, useSearchParams } from 'react-router';
import { registerStep1Form } from '../../../shared/schemas/auth';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { passwordStrengthReady } from '../../lib/password-strength';
import { storeRegistrationEmail, storeUserId } from '../../lib/session';
import { authApi } from './kit/auth-api';
import { NewPasswordFields } from './new-password-fields';
import { StepButtons } from './step-buttons';
import { FormError } from '../../components/shell/form-error';
import { AuthShell, OtherFormLink } from './kit/auth-shell';
import { formIssue } from './form-issue';
import { useKeyedText } from '../../i18n/keyed-text';
import { FormStack } from '../../components/shell/form-stack';
import { EmailInput } from '../../components/forms/email-input';

const EMPTY = { full_name: '', email: '', phone: '', password: '', confirmPassword: '' };

/** /register/step-1: the account (see docs/product/identity.md); reads ?ref= from a referral link. */
export function RegisterStep1Page() {
  const { t, i18n } = useTranslation('auth');
  const keyed = useKeyedText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ref = params.get('ref') ?? '';
  const { form, error, busy, onSubmit } = useSchemaForm({
    initialValues: EMPTY,
    check: async (values) =>
      (await passwordStrengthReady())
        ? formIssue(keyed, registerStep1Form, { ...values, ref })
        : t('validation.strengthUnavailable'),
    submit: (values) => authApi.registerStep1({ ...values, ref, language: i18n.language === 'sw' ? 'sw' : 'en' }),
    onSuccess: (res, values) => {
      storeUserId(res.userId);
      storeRegistrationEmail(values.email.trim());
      void navigate('/register/step-2');
    },
    failed: t('step1.failed'),
  });

  return (
    <AuthShell title={t('step1.title')} subtitle={t('stepOf', { step: 1 })}>
      <FormStack onSubmit={onSubmit}>
        <TextInput label={t('step1.fullName')} {...form.getInputProps('full_name')} autoComplete="name" required />
        <EmailInput label={t('step1.email')} required {...form.getInputProps('email')} />
        <TextInput
          label={t('step1.phone')}
          description={t('step1.phoneHint')}
          type="tel"
          inputMode="numeric"
          {...form.getInputProps('phone')}
          autoComplete="tel"
          placeholder="07XXXXXXXX"
          required
        />
        <NewPasswordFields
          label={t('step1.password')}
          confirmLabel={t('step1.confirmPassword')}
          password={form.getInputProps('password')}
          confirm={form.getInputProps('confirmPassword')}
        />
        {ref && (
          <Text size="sm" c="dimmed">
            {t('step1.referred', { ref })}
          </Text>
        )}
        <FormError error={error} />
        <StepButtons backTo={'/'} busy={busy} />
        <OtherFormLink question={t('step1.haveAccount')} to="/login" action={t('login.submit')} />
      </FormStack>
    </AuthShell>
  );
}
