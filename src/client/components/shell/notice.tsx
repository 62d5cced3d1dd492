import { Alert } from '@mantine/core';

/**
 * What a dialog or action just did ("Contribution received."), read out politely; nothing while there
 * is none. With `onClose`, the reader can close it.
 */
export function Notice({ notice, onClose }: { notice: string | null; onClose?: () => void }) {
  if (!notice) return null;
  return (
    <Alert color="teal" role="status" withCloseButton={onClose !== undefined} onClose={onClose}>
      {notice}
    </Alert>
  );
}
