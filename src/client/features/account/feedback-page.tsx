import { Rating, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { currentUserId } from '../../lib/session';
import { accountApi } from './account-api';
import { prefixedError } from './prefixed-error';
import { PlainPage } from './plain-page';
import { EmailInput } from '../../components/forms/email-input';
import { MessageForm } from './message-form';

/** Feedback (see docs/product/account-and-settings.md): 1-5 stars, optional email, required text. */
export function FeedbackPage() {
  const { t } = useTranslation('account');
  const state = useSchemaForm({
    initialValues: { rating: 5, email: '', feedback: '' },
    check: (v) => (v.feedback.trim() ? null : t('feedback.required')),
    submit: (v) =>
      accountApi.feedback({ userId: currentUserId(), email: v.email.trim(), rating: v.rating, feedback: v.feedback }),
    successNotice: t('feedback.sent'),
    onSuccess: (_result, _values, form) => form.setFieldValue('feedback', ''),
    failed: prefixedError(t, t('feedback.failed')),
  });
  const { form, values } = state;

  return (
    <PlainPage title={t('feedback.title')}>
      <MessageForm
        state={state}
        submit={t('feedback.submit')}
        message={{ field: 'feedback', label: t('feedback.text'), placeholder: t('feedback.placeholder') }}
      >
        <Text c="dimmed">{t('feedback.intro')}</Text>
        <div>
          <Text component="label" id="rating-label" fw={500} size="sm">
            {t('feedback.rating')}
          </Text>
          <Rating
            value={values.rating}
            onChange={(rating) => form.setFieldValue('rating', rating)}
            size="xl"
            count={5}
            aria-labelledby="rating-label"
          />
        </div>
        <EmailInput label={t('feedback.email')} {...form.getInputProps('email')} />
      </MessageForm>
    </PlainPage>
  );
}
