import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { PlainPage } from './plain-page';
import { type Qa, QuestionList } from './question-list';

interface Section {
  title: string;
  steps: string[];
}

/** The user guide linked from Help: how to use Pamoja, step by step. */
export function GuidePage() {
  const { t } = useTranslation('account');
  const sections = t('guide.sections', { returnObjects: true }) as Section[];
  return (
    <PlainPage title={t('guide.title')} back="/user/help">
      <Stack gap="md">
        <Text c="dimmed">{t('guide.intro')}</Text>
        {sections.map((s) => (
          <Paper key={s.title} withBorder p="md" component="section">
            <Title order={2} size="h4" mb="xs">
              {s.title}
            </Title>
            <List type="ordered" spacing="xs">
              {s.steps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
          </Paper>
        ))}
      </Stack>
    </PlainPage>
  );
}

/** Every question and answer, linked from Help. */
export function FaqPage() {
  const { t } = useTranslation('account');
  const items = t('faqPage.items', { returnObjects: true }) as Qa[];
  return (
    <PlainPage title={t('faqPage.title')} back="/user/help">
      <QuestionList items={items} />
    </PlainPage>
  );
}
