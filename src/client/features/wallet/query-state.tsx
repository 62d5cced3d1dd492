import { Alert, Loader, Text } from '@mantine/core';

/** A list page's loading, failure and empty states (notifications, transactions). */
export function QueryState(props: { pending: boolean; failed: boolean; empty: boolean; error: string; none: string }) {
  return (
    <>
      {props.pending && <Loader aria-label="Loading" mx="auto" />}
      {props.failed && (
        <Alert color="red" role="alert">
          {props.error}
        </Alert>
      )}
      {props.empty && (
        <Text c="dimmed" ta="center" py="xl">
          {props.none}
        </Text>
      )}
    </>
  );
}
