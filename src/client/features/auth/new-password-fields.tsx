import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from '../../i18n/react';
import { PASSWORD_MIN_LENGTH } from '../../../shared/schemas/auth';
import { preparePasswordStrength } from '../../lib/password-strength';

/** A new password (its focus loads the strength check) and its confirmation, as registration and reset ask. */
export function NewPasswordFields(props: {
  label: string;
  confirmLabel: string;
  password: GetInputPropsReturnType;
  confirm: GetInputPropsReturnType;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordInput
        label={props.label}
        description={t('step1.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        {...props.password}
        onFocus={preparePasswordStrength}
        autoComplete="new-password"
        required
      />
      <PasswordInput label={props.confirmLabel} {...props.confirm} autoComplete="new-password" required />
    </>
  );
}
