import { Accordion, Button, Container, Grid, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContactSupportModal } from './contact-support-modal';
import classes from './landing.module.css';
import { useReveal } from './use-reveal';

const FAQ = ['how', 'cost', 'safety', 'withdraw', 'loans'] as const;

/** Need Help: Contact Support beside the five-item FAQ (first item open). */
export function HelpSection() {
  const { t } = useTranslation('landing');
  const [opened, { open, close }] = useDisclosure(false);
  const ref = useReveal<HTMLDivElement>();
  return (
    <section id="contact" aria-labelledby="contact-title" className={`${classes.section} ${classes.tinted}`}>
      <Container size="lg" ref={ref} className={classes.reveal}>
        <Grid gap={{ base: 32, md: 48 }}>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} withBorder shadow="sm">
              <Stack gap="md" align="flex-start">
                <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
                  <IconHeadset size={30} />
                </ThemeIcon>
                <Title order={2} id="contact-title" fz={{ base: 26, sm: 32 }}>
                  {t('help.heading')}
                </Title>
                <Text c="dimmed">{t('help.body')}</Text>
                <Button size="md" onClick={open} maw="100%" h="auto" mih={42} py={8} styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}>
                  {t('help.contactSupport')}
                </Button>
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }} id="faqs" style={{ scrollMarginTop: 72 }}>
            <Title order={2} fz={{ base: 26, sm: 32 }} mb="md" id="faqs-title">
              {t('help.faqHeading')}
            </Title>
            <Accordion defaultValue={FAQ[0]} variant="separated" radius="md">
              {FAQ.map((key) => (
                <Accordion.Item key={key} value={key}>
                  <Accordion.Control>
                    <Text fw={600}>{t(`help.faq.${key}.q`)}</Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Text c="dimmed">{t(`help.faq.${key}.a`)}</Text>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Grid.Col>
        </Grid>
      </Container>
      <ContactSupportModal opened={opened} onClose={close} />
    </section>
  );
}
