import { Button, Group, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageResponse } from '../../../shared/schemas/common';
import { api, errorMessage } from '../../lib/api';
import { looksLikeEmail } from './form-checks';

/** The footer's newsletter field: POST /api/newsletter, then the outcome in words. */
export function NewsletterForm() {
  const { t } = useTranslation('landing');
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const subscribe = useMutation({ mutationFn: (address: string) => api<MessageResponse>('POST', '/api/newsletter', { email: address }) });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    subscribe.reset();
    if (!looksLikeEmail(email)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    subscribe.mutate(email, { onSuccess: () => setEmail('') });
  };

  const error = invalid ? t('footer.invalidEmail') : subscribe.isError ? errorMessage(subscribe.error, t('footer.subscribeFailed')) : undefined;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="newsletter-title">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          type="email"
          autoComplete="email"
          aria-label={t('footer.emailLabel')}
          placeholder={t('footer.emailPlaceholder')}
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setInvalid(false);
          }}
          error={error}
          errorProps={{ role: 'alert', c: 'red.3' }}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" loading={subscribe.isPending}>
          {t('footer.subscribe')}
        </Button>
      </Group>
      {subscribe.isSuccess && (
        <Text role="status" size="sm" c="teal.3" mt="xs">
          {t('footer.subscribed')}
        </Text>
      )}
    </form>
  );
}
