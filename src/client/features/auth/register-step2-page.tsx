import { FileInput, type FileInputProps } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { Navigate, useNavigate } from 'react-router';
import { storedUserId } from '../../lib/session';
import { authApi } from './kit/auth-api';
import { StepButtons } from './step-buttons';
import { FormError } from '../../components/shell/form-error';
import { fieldValue, useSchemaForm } from '../../lib/forms/use-schema-form';
import { AuthShell } from './kit/auth-shell';
import { FormStack } from '../../components/shell/form-stack';
import { useKeyedText } from '../../i18n/keyed-text';
import { AUTH_TEXTS } from '../../../shared/schemas/auth';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/** A required photo of one side of the ID card. */
function IdPhotoInput(props: FileInputProps) {
  return <FileInput accept={IMAGE_TYPES} leftSection={<IconId size={18} />} clearable required {...props} />;
}

/** /register/step-2: front and back of the ID; without a stored user id, back to step 1. */
export function RegisterStep2Page() {
  const { t } = useTranslation('auth');
  const keyed = useKeyedText();
  const navigate = useNavigate();
  const userId = storedUserId();
  const { form, error, busy, onSubmit } = useSchemaForm({
    initialValues: { front: fieldValue<File | null>(null), back: fieldValue<File | null>(null) },
    check: (v) => (v.front && v.back ? null : keyed(AUTH_TEXTS.uploadBothIds)),
    submit: (v) => authApi.registerStep2(userId ?? '', v.front!, v.back!),
    onSuccess: () => void navigate('/register/step-3'),
    failed: () => t('step2.failed'),
  });
  if (!userId) return <Navigate to="/register/step-1" replace />;

  return (
    <AuthShell title={t('step2.title')} subtitle={t('stepOf', { step: 2 })}>
      <FormStack onSubmit={onSubmit}>
        <IdPhotoInput label={t('step2.front')} description={t('step2.hint')} {...form.getInputProps('front')} />
        <IdPhotoInput label={t('step2.back')} {...form.getInputProps('back')} />
        <FormError error={error} />
        <StepButtons backTo={'/register/step-1'} busy={busy} submit={t('step2.submit')} />
      </FormStack>
    </AuthShell>
  );
}
