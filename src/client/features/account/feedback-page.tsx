import { Alert, Button, Paper, Rating, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageResponse } from '../../../shared/schemas/common';
import { api, ApiError } from '../../lib/api';
import { currentUserId } from './account-api';
import { PlainPage } from './plain-page';

/** Feedback (spec §2 /feedback): 1-5 stars, optional email, required text. */
export function FeedbackPage() {
  const { t } = useTranslation('account');
  const [rating, setRating] = useState(5);
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const send = useMutation({
    mutationFn: () => api<MessageResponse>('POST', '/api/feedback', { userId: currentUserId(), email: email.trim(), rating, feedback }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!feedback.trim()) {
      setResult({ ok: false, text: t('feedback.required') });
      return;
    }
    setResult(null);
    send.mutate(undefined, {
      onSuccess: () => {
        setResult({ ok: true, text: t('feedback.sent') });
        setFeedback('');
      },
      onError: (err) => setResult({ ok: false, text: err instanceof ApiError && err.message ? t('errorPrefix', { message: err.message }) : t('feedback.failed') }),
    });
  };

  return (
    <PlainPage title={t('feedback.title')}>
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text c="dimmed">{t('feedback.intro')}</Text>
          <div>
            <Text component="label" id="rating-label" fw={500} size="sm">
              {t('feedback.rating')}
            </Text>
            <Rating value={rating} onChange={setRating} size="xl" count={5} aria-labelledby="rating-label" />
          </div>
          <TextInput type="email" label={t('feedback.email')} value={email} onChange={(e) => setEmail(e.currentTarget.value)} autoComplete="email" />
          <Textarea label={t('feedback.text')} placeholder={t('feedback.placeholder')} value={feedback} onChange={(e) => setFeedback(e.currentTarget.value)} required autosize minRows={4} />
          {result && (
            <Alert color={result.ok ? 'teal' : 'red'} role="alert">
              {result.text}
            </Alert>
          )}
          <Button type="submit" loading={send.isPending}>
            {t('feedback.submit')}
          </Button>
        </Stack>
      </Paper>
    </PlainPage>
  );
}
