import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppModal } from './app-modal';
import { DANGER } from './danger-color';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** What the action does, said before it is done. */
  body: ReactNode;
  /** Why the last try failed (the server's refusal), shown above the buttons. */
  error?: string | null | undefined;
  cancel: string;
  action: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  zIndex?: number;
}

/** The one confirmation of an action that takes something away (delete, leave, remove): Cancel, or the red action. */
export function ConfirmModal(props: ConfirmModalProps) {
  return (
    <AppModal opened={props.opened} onClose={props.onCancel} title={props.title} zIndex={props.zIndex}>
      <Stack gap="md">
        <Text size="sm">{props.body}</Text>
        {props.error && (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {props.cancel}
          </Button>
          <Button color={DANGER} onClick={props.onConfirm} loading={props.busy}>
            {props.action}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
