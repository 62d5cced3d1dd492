import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What borrowing will cost, shown before the user asks, read out as it changes (loans, community loans). */
export function CostNote({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Alert
      role="note"
      variant="light"
      color="pamoja"
      icon={<IconInfoCircle />}
      title={title}
      aria-live="polite"
      data-testid={testId}
    >
      <Stack gap={4}>{children}</Stack>
    </Alert>
  );
}
