import { Card, type MantineSpacing, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A section's heading (an h2 in the h4 size, `id` for the section's name) and the dimmed hint under it. */
export function SectionHeading({ id, title, hint }: { id?: string; title: ReactNode; hint?: ReactNode }) {
  return (
    <>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </>
  );
}

/**
 * A titled part of a page: a <section> named by its heading, the `action` (buttons, a date) beside the
 * heading when given, the hint under it, then its content; `framed` puts it on a bordered card.
 */
export function PageSection({
  id,
  title,
  hint,
  action,
  gap = 'sm',
  framed = false,
  children,
}: {
  id: string;
  title: ReactNode;
  hint?: ReactNode;
  action?: ReactNode;
  gap?: MantineSpacing;
  framed?: boolean;
  children: ReactNode;
}) {
  const content = (
    <>
      {action ? (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <SectionHeading id={id} title={title} />
          {action}
        </Group>
      ) : (
        <SectionHeading id={id} title={title} />
      )}
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
      {children}
    </>
  );
  return framed ? (
    <Card withBorder radius="lg" p="md" component="section" aria-labelledby={id}>
      <Stack gap={gap}>{content}</Stack>
    </Card>
  ) : (
    <Stack gap={gap} component="section" aria-labelledby={id}>
      {content}
    </Stack>
  );
}
