import { Alert, Loader, Text } from '@mantine/core';

/**
 * A list page's loading, failure and empty states (notifications, transactions), from its query and
 * the list it loaded.
 */
export function QueryState(props: {
  query: { isPending: boolean; isError: boolean };
  items: readonly unknown[] | undefined;
  error: string;
  none: string;
}) {
  return (
    <>
      {props.query.isPending && <Loader aria-label="Loading" mx="auto" />}
      {props.query.isError && (
        <Alert color="red" role="alert">
          {props.error}
        </Alert>
      )}
      {props.items?.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {props.none}
        </Text>
      )}
    </>
  );
}
