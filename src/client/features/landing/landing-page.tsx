import { Button, Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The public landing page (issue 2 §8 completes it). */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <Container component="main" py="xl">
      <Title order={1}>{t('tagline')}</Title>
      <Button component={Link} to="/register/step-1" mt="md">
        Get Started
      </Button>
    </Container>
  );
}
