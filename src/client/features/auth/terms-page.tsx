import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { AuthShell } from './kit/auth-shell';

const SECTIONS = ['account', 'money', 'loans', 'conduct', 'privacy', 'rights', 'changes'] as const;

/** /terms-and-conditions: short terms of use and the consent to process personal data. */
export function TermsPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthShell title={t('terms.title')} subtitle={t('terms.updated')}>
      <Stack gap="md">
        <Text>{t('terms.intro')}</Text>
        {SECTIONS.map((s) => (
          <Stack key={s} gap={4}>
            <Title order={2} size="h4">
              {t(`terms.${s}.title`)}
            </Title>
            <List size="sm" spacing={4}>
              {(t(`terms.${s}.points`, { returnObjects: true }) as string[]).map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          </Stack>
        ))}
        <Text size="sm" c="dimmed">
          {t('terms.contact')}
        </Text>
      </Stack>
    </AuthShell>
  );
}
