import { type MantineSpacing, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/** A form laid out as a column: the schema checks the values (`useSchemaForm`), so the browser does not (`noValidate`). */
export function FormStack({
  onSubmit,
  gap = 'sm',
  children,
}: {
  onSubmit: (event?: FormEvent) => void;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={gap}>{children}</Stack>
    </form>
  );
}
