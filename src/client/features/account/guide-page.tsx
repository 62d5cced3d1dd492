import { Accordion, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlainPage } from './plain-page';

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

interface Qa {
  q: string;
  a: string;
}

/** Every question and answer, linked from Help. */
export function FaqPage() {
  const { t } = useTranslation('account');
  const items = t('faqPage.items', { returnObjects: true }) as Qa[];
  return (
    <PlainPage title={t('faqPage.title')} back="/user/help">
      <Accordion variant="separated" defaultValue="0">
        {items.map((item, i) => (
          <Accordion.Item key={item.q} value={String(i)}>
            <Accordion.Control>{item.q}</Accordion.Control>
            <Accordion.Panel>{item.a}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </PlainPage>
  );
}
