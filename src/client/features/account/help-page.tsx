import { Accordion, Alert, Button, Paper, Stack, Text, Textarea, TextInput, Title, Group, ThemeIcon } from '@mantine/core';
import { IconBook, IconChevronRight, IconExternalLink, IconQuestionMark } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MessageResponse } from '../../../shared/schemas/common';
import { api, ApiError } from '../../lib/api';
import { useProfile } from '../../lib/use-profile';
import { currentUserId } from './account-api';
import { PlainPage } from './plain-page';

export const SUPPORT_CENTRE_URL = 'https://www.safaricom.co.ke/personal/m-pesa';

interface Qa {
  q: string;
  a: string;
}

function Resource({ icon, title, hint, ...link }: { icon: ReactNode; title: string; hint: string } & ({ to: string } | { href: string })) {
  const body = (
    <Group wrap="nowrap" justify="space-between">
      <Group wrap="nowrap" gap="sm">
        <ThemeIcon variant="light" radius="xl">
          {icon}
        </ThemeIcon>
        <div>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
      </Group>
      <IconChevronRight size={18} aria-hidden />
    </Group>
  );
  return 'to' in link ? (
    <Paper withBorder p="sm" component={Link} to={link.to} style={{ color: 'inherit', textDecoration: 'none' }}>
      {body}
    </Paper>
  ) : (
    <Paper withBorder p="sm" component="a" href={link.href} target="_blank" rel="noopener noreferrer" style={{ color: 'inherit', textDecoration: 'none' }}>
      {body}
    </Paper>
  );
}

/** Help (spec §2 /user/help): three-question FAQ, contact support form and resource links. */
export function HelpPage() {
  const { t } = useTranslation('account');
  const faq = t('help.faq', { returnObjects: true }) as Qa[];
  const profile = useProfile();
  // The account's email until the user types another one.
  const [typedEmail, setEmail] = useState<string | null>(null);
  const email = typedEmail ?? profile.data?.email ?? '';
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const send = useMutation({
    mutationFn: () => api<MessageResponse>('POST', '/api/support', { userId: currentUserId(), email, message }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !message.trim()) {
      setResult({ ok: false, text: t('help.required') });
      return;
    }
    setResult(null);
    send.mutate(undefined, {
      onSuccess: () => {
        setResult({ ok: true, text: t('help.sent') });
        setMessage('');
      },
      onError: (err) => setResult({ ok: false, text: err instanceof ApiError && err.message ? t('errorPrefix', { message: err.message }) : t('help.sendFailed') }),
    });
  };

  return (
    <PlainPage title={t('help.title')}>
      <Stack gap="lg">
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('help.faqTitle')}
          </Title>
          <Accordion variant="separated" defaultValue="0">
            {faq.map((item, i) => (
              <Accordion.Item key={item.q} value={String(i)}>
                <Accordion.Control>{item.q}</Accordion.Control>
                <Accordion.Panel>{item.a}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('help.contactTitle')}
          </Title>
          <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
            <Stack gap="sm">
              <TextInput type="email" label={t('help.email')} value={email} onChange={(e) => setEmail(e.currentTarget.value)} required autoComplete="email" />
              <Textarea label={t('help.message')} placeholder={t('help.messagePlaceholder')} value={message} onChange={(e) => setMessage(e.currentTarget.value)} required autosize minRows={4} />
              {result && (
                <Alert color={result.ok ? 'teal' : 'red'} role="alert">
                  {result.text}
                </Alert>
              )}
              <Button type="submit" loading={send.isPending}>
                {t('help.send')}
              </Button>
            </Stack>
          </Paper>
        </section>
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('help.resources')}
          </Title>
          <Stack gap="xs">
            <Resource icon={<IconBook size={18} />} title={t('help.guide')} hint={t('help.guideHint')} to="/user/guide" />
            <Resource icon={<IconQuestionMark size={18} />} title={t('help.faqPage')} hint={t('help.faqPageHint')} to="/user/faq" />
            <Resource icon={<IconExternalLink size={18} />} title={t('help.supportCentre')} hint={t('help.supportCentreHint')} href={SUPPORT_CENTRE_URL} />
          </Stack>
        </section>
      </Stack>
    </PlainPage>
  );
}
