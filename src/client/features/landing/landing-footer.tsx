import { Box, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';
import { NewsletterForm } from './newsletter-form';

const QUICK_LINKS = [
  { key: 'features', href: '#features' },
  { key: 'aboutUs', href: '#about' },
  { key: 'contact', href: '#contact' },
  { key: 'privacyPolicy', href: '#privacy-policy' },
] as const;

const SOCIAL = [
  { key: 'facebook', Icon: IconBrandFacebook },
  { key: 'x', Icon: IconBrandX },
  { key: 'instagram', Icon: IconBrandInstagram },
  { key: 'linkedin', Icon: IconBrandLinkedin },
] as const;

/** Footer: quick links, newsletter, social icons (they lead nowhere yet) and the privacy note. */
export function LandingFooter() {
  const { t } = useTranslation('landing');
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 36, sm: 48 }}>
          <Stack gap="sm">
            <Group gap={8}>
              <img src="/favicon.svg" alt="" width={28} height={28} />
              <Text fw={800} fz={20} c="white">
                Pamoja
              </Text>
            </Group>
            <Text size="sm">{t('footer.tagline')}</Text>
            <Text size="sm" fw={600} c="gray.2" mt="xs">
              {t('footer.followUs')}
            </Text>
            <Group gap="xs">
              {SOCIAL.map(({ key, Icon }) => (
                <span key={key} role="img" aria-label={t(`footer.social.${key}`)} className={classes.social}>
                  <Icon size={20} aria-hidden="true" />
                </span>
              ))}
            </Group>
          </Stack>
          <nav aria-labelledby="quick-links-title">
            <Title order={2} fz="md" c="white" mb="sm" id="quick-links-title">
              {t('footer.quickLinks')}
            </Title>
            <Stack component="ul" gap={8} p={0} m={0} style={{ listStyle: 'none' }}>
              {QUICK_LINKS.map((link) => (
                <li key={link.key}>
                  <a href={link.href} className={classes.footerLink}>
                    {t(`footer.${link.key}`)}
                  </a>
                </li>
              ))}
            </Stack>
          </nav>
          <div>
            <Title order={2} fz="md" c="white" mb="xs" id="newsletter-title">
              {t('footer.newsletter')}
            </Title>
            <Text size="sm" mb="sm">
              {t('footer.newsletterBody')}
            </Text>
            <NewsletterForm />
          </div>
        </SimpleGrid>
        <Divider my="xl" color="dark.4" />
        <Stack gap="xs" id="privacy-policy" style={{ scrollMarginTop: 72 }}>
          <Title order={2} fz="sm" c="gray.2">
            {t('footer.privacyPolicy')}
          </Title>
          <Text size="xs" maw={760}>
            {t('footer.privacyText')}
          </Text>
          <Text size="xs" c="gray.5" mt="sm">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
