import { Alert, Button, Group, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { PageLoader } from '../../components/shell/load-error';

/** A table's loading spinner, error alert (with retry) and empty row, shared by every list. */
export function ListState({
  loading,
  error,
  onRetry,
  errorText,
}: {
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  errorText: string;
}) {
  const { t } = useTranslation('admin');
  if (loading) {
    return <PageLoader />;
  }
  if (!error) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle />} role="alert">
      <Group justify="space-between">
        <Text size="sm">{errorText}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Group>
    </Alert>
  );
}

/** One row spanning the table, saying it is empty. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text ta="center" c="dimmed" py="md">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
