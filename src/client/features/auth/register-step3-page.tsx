import { Anchor, Checkbox, Stack } from '@mantine/core';
import { Trans, useTranslation } from '../../i18n/react';
import { Link, Navigate, useNavigate } from 'react-router';
import { storedUserId } from '../../lib/session';
import { authApi } from './kit/auth-api';
import { StepButtons } from './step-buttons';
import { FormError } from '../../components/shell/form-error';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { AuthShell } from './kit/auth-shell';
import { useKeyedText } from '../../i18n/keyed-text';
import { AUTH_TEXTS } from '../../../shared/schemas/auth';

/** /register/step-3: the two consents; without a stored user id, back to step 2. */
export function RegisterStep3Page() {
  const { t } = useTranslation('auth');
  const keyed = useKeyedText();
  const navigate = useNavigate();
  const userId = storedUserId();
  const { form, error, busy, onSubmit } = useSchemaForm({
    initialValues: { terms: false, privacy: false },
    check: (v) => (v.terms && v.privacy ? null : keyed(AUTH_TEXTS.mustConsent)),
    submit: () => authApi.registerStep3(userId ?? ''),
    onSuccess: () => void navigate('/register/step-4'),
    failed: t('step3.failed'),
  });
  if (!userId) return <Navigate to="/register/step-2" replace />;

  return (
    <AuthShell title={t('step3.title')} subtitle={t('stepOf', { step: 3 })}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Checkbox
            {...form.getInputProps('terms', { type: 'checkbox' })}
            label={
              // One inline span: as the label's direct children, the text and the link were flex items,
              // and the space between them collapsed ("Ninakubalisheria na masharti").
              <span>
                <Trans
                  t={t}
                  i18nKey="step3.terms"
                  components={{ terms: <Anchor component={Link} to="/terms-and-conditions" target="_blank" inherit /> }}
                />
              </span>
            }
          />
          <Checkbox {...form.getInputProps('privacy', { type: 'checkbox' })} label={t('step3.privacy')} />
          <FormError error={error} />
          <StepButtons backTo={'/register/step-2'} busy={busy} />
        </Stack>
      </form>
    </AuthShell>
  );
}
