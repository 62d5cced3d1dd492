import { Anchor, Box, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { ScreenTitle } from '../../../components/shell/page-title';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/core/language-switch';

/** The frame of every sign-in and registration screen: brand, language, title, card. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Container component="main" size={440} px="md" py="xl">
      <Group justify="space-between" mb="lg" wrap="nowrap">
        <Anchor component={Link} to="/" fw={800} fz="xl" underline="never">
          Pamoja
        </Anchor>
        <LanguageSwitch />
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }} shadow="sm">
        <Stack gap="md">
          <Box>
            <ScreenTitle>{title}</ScreenTitle>
            {subtitle && (
              <Text c="dimmed" size="sm" mt={4}>
                {subtitle}
              </Text>
            )}
          </Box>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/** The line under an auth form that leads to the other one (sign up from sign in, and back). */
export function OtherFormLink({ question, to, action }: { question: string; to: string; action: string }) {
  return (
    <Text size="sm" ta="center">
      {question}{' '}
      <Anchor component={Link} to={to} underline="always">
        {action}
      </Anchor>
    </Text>
  );
}
