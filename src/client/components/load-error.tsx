import { Alert, Button, Group, Text } from '@mantine/core';

/** A page's data did not load: says so (read out at once) with a button to try again. */
export function LoadError({ text, retry, onRetry }: { text: string; retry: string; onRetry: () => unknown }) {
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between">
        <Text size="sm">{text}</Text>
        <Button size="xs" variant="white" color="red" onClick={() => void onRetry()}>
          {retry}
        </Button>
      </Group>
    </Alert>
  );
}
