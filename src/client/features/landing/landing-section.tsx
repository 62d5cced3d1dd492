import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './landing.module.css';
import { useReveal } from './use-reveal';

interface Props {
  id: string;
  title: string;
  intro?: string;
  tinted?: boolean;
  children: ReactNode;
}

/** One titled section of the landing page, revealed once when it scrolls into view. */
export function LandingSection({ id, title, intro, tinted = false, children }: Props) {
  const ref = useReveal<HTMLDivElement>();
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} className={`${classes.section} ${tinted ? classes.tinted : ''}`}>
      <Container size="lg" ref={ref} className={classes.reveal}>
        <Stack gap="xs" align="center" ta="center" mb={{ base: 32, sm: 48 }}>
          <Title order={2} id={`${id}-title`} fz={{ base: 28, sm: 36 }}>
            {title}
          </Title>
          {intro && (
            <Text c="dimmed" size="lg" maw={620}>
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
