import { Loader, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { FormError } from '../../components/shell/form-error';

/**
 * What a community section shows before its items: a spinner named `label` while `query` loads, its
 * load error, or `empty` when it loaded `count` = 0 items.
 */
export function ListStatus({
  query,
  count,
  label,
  empty,
}: {
  query: { isPending: boolean; isError: boolean; data?: unknown };
  count: number;
  label: string;
  empty: string;
}) {
  const { t } = useTranslation('communities');
  return (
    <>
      {query.isPending && <Loader size="sm" mx="auto" aria-label={label} />}
      <FormError error={query.isError ? t('loadError') : null} />
      {query.data !== undefined && count === 0 && (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </>
  );
}
