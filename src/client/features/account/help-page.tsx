import { Paper, Stack, Text, TextInput, Title, Group, ThemeIcon } from '@mantine/core';
import { IconBook, IconChevronRight, IconExternalLink, IconQuestionMark } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { fieldValue, useSchemaForm } from '../../lib/forms/use-schema-form';
import { currentUserId } from '../../lib/session';
import { useProfile } from '../../lib/shell/use-profile';
import { accountApi } from './account-api';
import { prefixedError } from './prefixed-error';
import { PlainPage } from './plain-page';
import { type Qa, QuestionList } from './question-list';
import { MessageForm } from './message-form';

export const SUPPORT_CENTRE_URL = 'https://www.safaricom.co.ke/personal/m-pesa';

function Resource({
  icon,
  title,
  hint,
  ...link
}: { icon: ReactNode; title: string; hint: string } & ({ to: string } | { href: string })) {
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
    <Paper
      withBorder
      p="sm"
      component="a"
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      style={{ color: 'inherit', textDecoration: 'none' }}
    >
      {body}
    </Paper>
  );
}

/** Help (see docs/product/account-and-settings.md): three-question FAQ, contact support form and resource links. */
export function HelpPage() {
  const { t } = useTranslation('account');
  const faq = t('help.faq', { returnObjects: true }) as Qa[];
  const profile = useProfile();
  const state = useSchemaForm({
    // email: null shows the account's email until the user types another one.
    initialValues: { email: fieldValue<string | null>(null), message: '' },
    check: (v) => (email(v).trim() && v.message.trim() ? null : t('help.required')),
    submit: (v) => accountApi.support({ userId: currentUserId(), email: email(v), message: v.message }),
    successNotice: t('help.sent'),
    onSuccess: (_result, _values, form) => form.setFieldValue('message', ''),
    failed: prefixedError(t, t('help.sendFailed')),
  });
  const { form, values } = state;
  const email = (v: { email: string | null }) => v.email ?? profile.data?.email ?? '';

  return (
    <PlainPage title={t('help.title')}>
      <Stack gap="lg">
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('help.faqTitle')}
          </Title>
          <QuestionList items={faq} />
        </section>
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('help.contactTitle')}
          </Title>
          <MessageForm
            state={state}
            submit={t('help.send')}
            message={{ field: 'message', label: t('help.message'), placeholder: t('help.messagePlaceholder') }}
          >
            <TextInput
              type="email"
              label={t('help.email')}
              value={email(values)}
              onChange={(e) => form.setFieldValue('email', e.currentTarget.value)}
              required
              autoComplete="email"
            />
          </MessageForm>
        </section>
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('help.resources')}
          </Title>
          <Stack gap="xs">
            <Resource
              icon={<IconBook size={18} />}
              title={t('help.guide')}
              hint={t('help.guideHint')}
              to="/user/guide"
            />
            <Resource
              icon={<IconQuestionMark size={18} />}
              title={t('help.faqPage')}
              hint={t('help.faqPageHint')}
              to="/user/faq"
            />
            <Resource
              icon={<IconExternalLink size={18} />}
              title={t('help.supportCentre')}
              hint={t('help.supportCentreHint')}
              href={SUPPORT_CENTRE_URL}
            />
          </Stack>
        </section>
      </Stack>
    </PlainPage>
  );
}
